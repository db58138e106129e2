/**
 * Spec §9: default modal width 360px; view transition 150 ms. Colours per theme mode.
 * Names from outside (.wp-name, and the text of list rows) never widen the dialog: they stay on one
 * line, shrink with their row (min-width:0) and end in an ellipsis; their direction is isolated.
 */
export const BASE_CSS = `
.wp-root{--wp-bg:#141414;--wp-fg:#e4e7e7;--wp-muted:#9a9a9a;--wp-surface:#1f1f1f;--wp-border:#2a2a2a;--wp-accent:#667dff;--wp-error:#f25a67;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--wp-fg);}
.wp-root[data-theme=light]{--wp-bg:#fff;--wp-fg:#141414;--wp-muted:#6b6b6b;--wp-surface:#f3f3f3;--wp-border:#e4e4e4;--wp-accent:#3b5bff;--wp-error:#d12c3c;}
.wp-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;}
.wp-dialog{width:360px;max-width:calc(100vw - 24px);max-height:calc(100vh - 48px);overflow:auto;background:var(--wp-bg);border:1px solid var(--wp-border);border-radius:24px;padding:16px;box-sizing:border-box;box-shadow:0 8px 32px rgba(0,0,0,.3);}
.wp-header{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:12px;}
.wp-title{font-size:16px;font-weight:600;margin:0;flex:1;text-align:center;}
.wp-icon-button{background:transparent;border:0;color:var(--wp-fg);width:32px;height:32px;border-radius:10px;cursor:pointer;font-size:18px;}
.wp-icon-button:hover,.wp-icon-button:focus-visible{background:var(--wp-surface);}
.wp-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;}
.wp-row{display:flex;align-items:center;gap:12px;width:100%;box-sizing:border-box;padding:10px 12px;border-radius:16px;border:1px solid transparent;background:var(--wp-surface);color:var(--wp-fg);font-size:15px;cursor:pointer;text-align:left;}
.wp-row:hover,.wp-row:focus-visible{border-color:var(--wp-accent);outline:none;}
.wp-row img{width:36px;height:36px;border-radius:10px;}
.wp-row small{display:block;color:var(--wp-muted);font-size:12px;overflow:hidden;text-overflow:ellipsis;}
.wp-row>span{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:isolate;}
.wp-center{display:flex;flex-direction:column;align-items:center;gap:10px;text-align:center;padding:8px 0;}
.wp-center img{width:72px;height:72px;border-radius:20px;}
.wp-muted{color:var(--wp-muted);font-size:14px;margin:0;}
.wp-error{color:var(--wp-error);font-size:14px;margin:0;}
.wp-button{padding:10px 16px;border-radius:14px;border:0;background:var(--wp-accent);color:#fff;font-size:15px;cursor:pointer;}
.wp-button.wp-secondary{background:var(--wp-surface);color:var(--wp-fg);border:1px solid var(--wp-border);}
.wp-link{background:none;border:0;padding:0;color:var(--wp-accent);font:inherit;cursor:pointer;text-decoration:underline;}
.wp-address{font-size:20px;font-weight:600;margin:0;}
.wp-balance{font-size:15px;color:var(--wp-muted);margin:0;}
.wp-alert{border:1px solid var(--wp-error);border-radius:12px;padding:8px 12px;margin-bottom:12px;font-size:13px;}
.wp-alert strong{display:block;color:var(--wp-error);}
.wp-actions{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;}
.wp-network[aria-pressed=true]{border-color:var(--wp-accent);}
.wp-tabs{display:flex;gap:4px;margin:12px 0 8px;background:var(--wp-surface);border-radius:12px;padding:3px;}
.wp-tab{flex:1;border:0;background:transparent;color:var(--wp-muted);padding:6px;border-radius:10px;cursor:pointer;font-size:14px;}
.wp-tab[aria-selected=true]{background:var(--wp-bg);color:var(--wp-fg);}
.wp-static{cursor:default;}
.wp-tabpanel{max-height:240px;overflow:auto;}
.wp-image-placeholder{width:36px;height:36px;border-radius:10px;background:var(--wp-border);display:inline-flex;align-items:center;justify-content:center;font-weight:600;flex:none;}
.wp-search{width:100%;box-sizing:border-box;padding:10px 12px;border-radius:12px;border:1px solid var(--wp-border);background:var(--wp-surface);color:var(--wp-fg);font-size:15px;margin-bottom:10px;}
.wp-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;max-height:360px;overflow:auto;}
.wp-tile{display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;box-sizing:border-box;min-width:0;padding:8px 4px;border-radius:14px;border:1px solid transparent;background:var(--wp-surface);color:var(--wp-fg);font-size:11px;cursor:pointer;}
.wp-tile img,.wp-tile .wp-image-placeholder{width:48px;height:48px;border-radius:12px;}
.wp-tile span:last-child{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}
.wp-name{display:inline-block;max-width:100%;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom;unicode-bidi:isolate;}
.wp-tile:hover,.wp-tile:focus-visible{border-color:var(--wp-accent);outline:none;}
.wp-form{display:flex;flex-direction:column;gap:10px;}
.wp-form label{display:flex;flex-direction:column;gap:4px;font-size:13px;color:var(--wp-muted);}
.wp-form input,.wp-form select{padding:10px 12px;border-radius:12px;border:1px solid var(--wp-border);background:var(--wp-surface);color:var(--wp-fg);font-size:15px;}
.wp-shake{animation:wp-shake 500ms ease-in-out;}
@keyframes wp-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
.wp-snackbar{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:2147483001;padding:10px 16px;border-radius:14px;background:var(--wp-surface);color:var(--wp-fg);border:1px solid var(--wp-border);font-size:14px;box-shadow:0 4px 16px rgba(0,0,0,.3);}
.wp-snackbar-error{border-color:var(--wp-error);}
.wp-socials{display:flex;flex-direction:column;gap:8px;align-items:stretch;}
.wp-social-row{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;}
.wp-social{width:44px;height:44px;padding:0;border-radius:14px;border:1px solid var(--wp-border);background:var(--wp-surface);cursor:pointer;display:inline-flex;align-items:center;justify-content:center;}
.wp-social:hover,.wp-social:focus-visible{border-color:var(--wp-accent);outline:none;}
.wp-social:disabled{opacity:.5;cursor:default;}
.wp-spinner{display:inline-block;width:12px;height:12px;margin-right:6px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;vertical-align:-2px;animation:wp-spin 800ms linear infinite;}
@keyframes wp-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.wp-shake,.wp-spinner{animation:none}}
`;
