import { DEFAULT_MODAL_WIDTH } from '../../../domain/constants/timing.ts';
import { PALETTES } from '../../../domain/theme/palette.ts';
import { MOTION_CSS } from './motion.ts';
import { paletteProperties } from './palette-css.ts';

/**
 * The frame and the parts every view shares. The default modal width is 360px.
 *
 * While its height animates, the body clips with `overflow:clip` (`hidden` is the fallback): a clipping box
 * that is not a scroll container, so a focus or a scroll-into-view inside cannot scroll it and the rows do
 * not jump under the pointer when the animation ends.
 *
 * Theming: the palettes (light and dark, by `data-theme`, whatever the visitor's
 * prefers-color-scheme) and the units below are custom properties on `.wp-root` (and on
 * `.wp-snackbar-root`, the snackbar's own root, which stays mounted while the modal is closed). A site's AppKit
 * theme variables are set on the same element through CSSOM and so win over both palettes:
 * `--wp-accent`/`--wp-on-accent`, `--wp-color-mix` at `--wp-color-mix-strength` (blended into
 * background, surfaces and borders where the browser has color-mix()), `--wp-font-family`,
 * `--wp-radius-master` (every radius is a multiple: --wp-radius-xs..-dialog), `--wp-font-size-master`
 * (every font size is a multiple: --wp-font-size-xxs..-xxl), `--wp-z-index`, `--wp-qr-color`.
 * Other areas' rules use the same variables, never fixed colours, radii or sizes.
 *
 * The backdrop covers the visual viewport (placed by use-visual-viewport.ts; the layout viewport where the
 * browser cannot say) and is the size container the dialog measures itself against: centred, or a bottom
 * sheet when what the visitor sees is 430px wide or less, however wide the host page lays itself out.
 *
 * Names from outside (.wp-name, and the text of list rows) never widen the dialog: they stay on one
 * line, shrink with their row (min-width:0) and end in an ellipsis; their direction is isolated.
 * Errors and alerts (the spec's texts, English in every locale) take the direction of their own
 * words (unicode-bidi:plaintext), so an English error in a right-to-left dialog ends with its full stop.
 *
 * The social sign-ins share one row as equal columns: all seven at 44px, with their gaps, are wider than
 * the default dialog's content, and a wrapping row left one button alone on a second line.
 */
export const BASE_CSS = `
.wp-root,.wp-snackbar-root{${paletteProperties(PALETTES.dark)};color-scheme:dark;
--wp-bg:var(--wp-bg-base);--wp-surface:var(--wp-surface-base);--wp-border:var(--wp-border-base);
--wp-color-mix:transparent;--wp-color-mix-strength:0%;--wp-qr-color:#000;--wp-z-index:2147483000;
--wp-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
--wp-radius-master:4px;--wp-radius-xs:calc(var(--wp-radius-master)*2);--wp-radius-sm:calc(var(--wp-radius-master)*2.5);--wp-radius-md:calc(var(--wp-radius-master)*3);--wp-radius-lg:calc(var(--wp-radius-master)*3.5);--wp-radius-xl:calc(var(--wp-radius-master)*4);--wp-radius-xxl:calc(var(--wp-radius-master)*5);--wp-radius-dialog:calc(var(--wp-radius-master)*6);
--wp-font-size-master:10px;--wp-font-size-xxs:calc(var(--wp-font-size-master)*1.1);--wp-font-size-xs:calc(var(--wp-font-size-master)*1.2);--wp-font-size-sm:calc(var(--wp-font-size-master)*1.3);--wp-font-size-md:calc(var(--wp-font-size-master)*1.4);--wp-font-size-lg:calc(var(--wp-font-size-master)*1.5);--wp-font-size-xl:calc(var(--wp-font-size-master)*1.6);--wp-font-size-xxl:calc(var(--wp-font-size-master)*2);
font-family:var(--wp-font-family);color:var(--wp-fg);}
.wp-root[data-theme=light],.wp-snackbar-root[data-theme=light]{${paletteProperties(PALETTES.light)};color-scheme:light;}
@supports (color:color-mix(in srgb,red 50%,blue)){.wp-root,.wp-snackbar-root{--wp-bg:color-mix(in srgb,var(--wp-color-mix) var(--wp-color-mix-strength),var(--wp-bg-base));--wp-surface:color-mix(in srgb,var(--wp-color-mix) var(--wp-color-mix-strength),var(--wp-surface-base));--wp-border:color-mix(in srgb,var(--wp-color-mix) var(--wp-color-mix-strength),var(--wp-border-base));}}
.wp-backdrop{position:fixed;left:var(--wp-viewport-left,0px);top:var(--wp-viewport-top,0px);right:auto;bottom:auto;width:var(--wp-viewport-width,100%);height:var(--wp-viewport-height,100%);container:wp-viewport/size;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:var(--wp-z-index);}
.wp-dialog{width:${DEFAULT_MODAL_WIDTH};max-width:calc(100cqw - 24px);max-height:calc(100cqh - 48px);overflow:auto;background:var(--wp-bg);border:1px solid var(--wp-border);border-radius:var(--wp-radius-dialog);padding:16px;box-sizing:border-box;box-shadow:0 8px 32px rgba(0,0,0,.3);}
.wp-body{overflow:hidden;overflow:clip;}
.wp-body:not([data-resizing]){overflow:visible;}
@container wp-viewport (max-width:430px){
.wp-dialog{align-self:flex-end;width:100%;max-width:none;max-height:90cqh;border-end-start-radius:0;border-end-end-radius:0;border-bottom:0;}
}
@supports not (container-type:size){@media (max-width:430px){
.wp-dialog{align-self:flex-end;width:100%;max-width:none;max-height:90vh;border-end-start-radius:0;border-end-end-radius:0;border-bottom:0;}
}}
.wp-header{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:12px;}
.wp-header-slot{display:flex;align-items:center;min-width:32px;min-height:32px;}
.wp-title{font-size:var(--wp-font-size-xl);font-weight:600;margin:0;flex:1;text-align:center;}
.wp-icon-button{display:inline-flex;align-items:center;justify-content:center;background:transparent;border:0;color:var(--wp-fg);width:32px;height:32px;padding:0;border-radius:var(--wp-radius-sm);cursor:pointer;}
.wp-icon-button svg{width:20px;height:20px;}
.wp-icon-button:hover,.wp-icon-button:focus-visible{background:var(--wp-surface);}
[dir=rtl] .wp-icon-mirrored{transform:scaleX(-1);}
.wp-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;}
.wp-row{display:flex;align-items:center;gap:12px;width:100%;box-sizing:border-box;padding:10px 12px;border-radius:var(--wp-radius-xl);border:1px solid transparent;background:var(--wp-surface);color:var(--wp-fg);font-size:var(--wp-font-size-lg);cursor:pointer;text-align:start;}
.wp-row:hover{border-color:var(--wp-accent);}
.wp-row img{width:36px;height:36px;border-radius:var(--wp-radius-sm);}
.wp-row small{display:block;color:var(--wp-muted);font-size:var(--wp-font-size-xs);overflow:hidden;text-overflow:ellipsis;}
.wp-row>span{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:isolate;}
.wp-center{display:flex;flex-direction:column;align-items:center;gap:10px;text-align:center;padding:8px 0;}
.wp-center img{width:72px;height:72px;border-radius:var(--wp-radius-xxl);}
.wp-muted{color:var(--wp-muted);font-size:var(--wp-font-size-md);margin:0;}
.wp-error{color:var(--wp-error);font-size:var(--wp-font-size-md);margin:0;unicode-bidi:plaintext;}
.wp-button{padding:10px 16px;border-radius:var(--wp-radius-lg);border:0;background:var(--wp-accent);color:var(--wp-on-accent);font-size:var(--wp-font-size-lg);font-family:inherit;cursor:pointer;}
.wp-button.wp-secondary{background:var(--wp-surface);color:var(--wp-fg);border:1px solid var(--wp-border);}
a.wp-button{text-decoration:none;}
.wp-link{background:none;border:0;padding:0;color:var(--wp-accent);font:inherit;cursor:pointer;text-decoration:underline;}
.wp-address{font-size:var(--wp-font-size-xxl);font-weight:600;margin:0;}
.wp-balance{font-size:var(--wp-font-size-lg);color:var(--wp-muted);margin:0;}
.wp-alert{border:1px solid var(--wp-error);border-radius:var(--wp-radius-md);padding:8px 12px;margin-bottom:12px;font-size:var(--wp-font-size-sm);unicode-bidi:plaintext;}
.wp-alert strong{display:block;color:var(--wp-error);}
.wp-actions{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;}
.wp-network[aria-pressed=true]{border-color:var(--wp-accent);}
.wp-tabs{display:flex;gap:4px;margin:12px 0 8px;background:var(--wp-surface);border-radius:var(--wp-radius-md);padding:3px;}
.wp-tab{flex:1;border:0;background:transparent;color:var(--wp-muted);padding:6px;border-radius:var(--wp-radius-sm);cursor:pointer;font-size:var(--wp-font-size-md);font-family:inherit;}
.wp-tab[aria-selected=true]{background:var(--wp-bg);color:var(--wp-fg);}
.wp-static{cursor:default;}
.wp-tabpanel{max-height:240px;overflow:auto;}
.wp-image-placeholder{width:36px;height:36px;border-radius:var(--wp-radius-sm);background:var(--wp-border);color:var(--wp-fg);display:inline-flex;align-items:center;justify-content:center;font-weight:600;flex:none;}
.wp-search{width:100%;box-sizing:border-box;padding:10px 12px;border-radius:var(--wp-radius-md);border:1px solid var(--wp-border);background:var(--wp-surface);color:var(--wp-fg);font-size:var(--wp-font-size-lg);font-family:inherit;margin-bottom:10px;}
.wp-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;max-height:360px;overflow:auto;}
.wp-tile{display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;box-sizing:border-box;min-width:0;padding:8px 4px;border-radius:var(--wp-radius-lg);border:1px solid transparent;background:var(--wp-surface);color:var(--wp-fg);font-size:var(--wp-font-size-xxs);cursor:pointer;}
.wp-tile img,.wp-tile .wp-image-placeholder{width:48px;height:48px;border-radius:var(--wp-radius-md);}
.wp-tile span:last-child{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}
.wp-name{display:inline-block;max-width:100%;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom;unicode-bidi:isolate;}
.wp-tile:hover{border-color:var(--wp-accent);}
.wp-form{display:flex;flex-direction:column;gap:10px;}
.wp-form label{display:flex;flex-direction:column;gap:4px;font-size:var(--wp-font-size-sm);color:var(--wp-muted);}
.wp-form input,.wp-form select{padding:10px 12px;border-radius:var(--wp-radius-md);border:1px solid var(--wp-border);background:var(--wp-surface);color:var(--wp-fg);font-size:var(--wp-font-size-lg);font-family:inherit;}
.wp-qr-modules{fill:var(--wp-qr-color);}
.wp-snackbar-region{position:fixed;inset-inline:0;bottom:24px;z-index:calc(var(--wp-z-index) + 1);display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none;}
.wp-snackbar{max-width:calc(100vw - 32px);box-sizing:border-box;padding:10px 16px;border-radius:var(--wp-radius-lg);background:var(--wp-surface);color:var(--wp-fg);border:1px solid var(--wp-border);font-size:var(--wp-font-size-md);box-shadow:0 4px 16px rgba(0,0,0,.3);pointer-events:auto;}
.wp-snackbar-error{border-color:var(--wp-error);}
.wp-socials{display:flex;flex-direction:column;gap:8px;align-items:stretch;}
.wp-social-row{display:grid;grid-template-columns:repeat(auto-fit,minmax(32px,1fr));gap:8px;justify-items:center;}
.wp-social{width:100%;max-width:44px;height:44px;padding:0;border-radius:var(--wp-radius-lg);border:1px solid var(--wp-border);background:var(--wp-surface);cursor:pointer;display:inline-flex;align-items:center;justify-content:center;}
.wp-social:hover{border-color:var(--wp-accent);}
.wp-social:disabled{opacity:.5;cursor:default;}
.wp-spinner{display:inline-block;width:12px;height:12px;margin-inline-end:6px;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;vertical-align:-2px;}
${MOTION_CSS}`;
