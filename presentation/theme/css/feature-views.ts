/** Receive, Activity, Swap, Pay and the explainers. */
export const FEATURE_VIEWS_CSS = `
.wp-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0;}
.wp-small{font-size:var(--wp-font-size-xs);}
.wp-break-all{word-break:break-all;}
.wp-feature-heading{font-size:var(--wp-font-size-sm);font-weight:600;color:var(--wp-muted);margin-block:8px 4px;margin-inline:0;text-align:start;}
.wp-receive{width:100%;}
.wp-receive .wp-qr{padding:8px;border-radius:var(--wp-radius-xl);background:var(--wp-surface);}
.wp-receive .wp-qr svg{display:block;max-width:100%;height:auto;}
.wp-receive-label{font-size:var(--wp-font-size-xs);}
.wp-receive-address{margin:0;font-size:18px;font-weight:600;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;unicode-bidi:isolate;direction:ltr;}
.wp-receive-networks{width:100%;text-align:start;}
.wp-network-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;}
.wp-network-chip{display:inline-flex;align-items:center;gap:6px;max-width:100%;min-width:0;padding-block:4px;padding-inline:4px 10px;border-radius:999px;border:1px solid var(--wp-border);background:var(--wp-surface);color:var(--wp-fg);font-size:var(--wp-font-size-sm);}
.wp-center .wp-network-chip img.wp-network-image-sm{width:20px;height:20px;border-radius:50%;}
.wp-activity-what{flex:1;}
.wp-activity-amount{flex:none;max-width:45%;text-align:end;}
.wp-activity-month{margin-block:12px 6px;}
.wp-activity-sentinel{height:1px;}
.wp-activity-empty{text-align:center;padding-block:16px;}
.wp-activity-empty p{margin-block:0 4px;}
.wp-activity-failed{display:flex;flex-direction:column;align-items:center;gap:8px;padding-block:12px;}
.wp-activity .wp-activity-failed,.wp-activity>[role=status],.wp-activity>.wp-button{margin-block-start:10px;}
.wp-activity>.wp-button{width:100%;}
.wp-transactions{min-height:200px;}
.wp-pay,.wp-pay-confirm,.wp-pay-exchanges .wp-list{display:flex;flex-direction:column;gap:10px;}
.wp-pay .wp-button{width:100%;}
.wp-pay-amount{margin:0;font-size:20px;}
.wp-pay-details{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;font-size:var(--wp-font-size-sm);text-align:start;color:var(--wp-fg);}
.wp-pay-details dt{font-weight:600;color:var(--wp-fg);}
.wp-pay-details dd{margin:0;min-width:0;color:var(--wp-fg);}
.wp-explainer{display:flex;flex-direction:column;gap:12px;}
.wp-explainer-points{margin:0;padding-inline-start:20px;display:flex;flex-direction:column;gap:10px;text-align:start;font-size:var(--wp-font-size-md);line-height:1.45;}
.wp-explainer .wp-button{align-self:center;}
.wp-siwe-pair{display:flex;align-items:center;justify-content:center;}
.wp-center .wp-siwe-app,.wp-siwe-app{width:72px;height:72px;border-radius:var(--wp-radius-xxl);font-size:28px;}
.wp-siwe-account{display:inline-flex;border-radius:50%;border:3px solid var(--wp-bg);margin-inline-start:-16px;}
.wp-siwe-title{margin:0;font-size:var(--wp-font-size-xl);font-weight:600;}
.wp-swap-side{display:flex;flex-direction:column;gap:8px;margin:0;padding:10px 12px;border:1px solid var(--wp-border);border-radius:var(--wp-radius-xl);min-width:0;}
/* A token list's longest name sets a select's own width: each control takes its box's width instead. */
.wp-swap label{min-width:0;}
.wp-swap select,.wp-swap input{width:100%;min-width:0;box-sizing:border-box;}
.wp-swap-side legend{padding-inline:4px;font-size:var(--wp-font-size-sm);font-weight:600;color:var(--wp-fg);}
.wp-swap .wp-swap-flip{align-self:center;margin-block:-6px;border:1px solid var(--wp-border);background:var(--wp-bg);}
.wp-swap .wp-swap-flip:hover{background:var(--wp-surface);}
.wp-swap .wp-swap-flip:disabled{opacity:.6;cursor:default;}
.wp-swap-quoted{display:flex;flex-direction:column;gap:4px;margin:0;font-size:var(--wp-font-size-sm);color:var(--wp-muted);}
.wp-swap-quoted bdi{align-self:flex-start;min-height:1.4em;font-size:var(--wp-font-size-xl);font-weight:600;color:var(--wp-fg);overflow-wrap:anywhere;}
.wp-swap-details{display:flex;flex-direction:column;gap:6px;margin:0;font-size:var(--wp-font-size-sm);}
.wp-swap-figure{display:flex;justify-content:space-between;gap:12px;}
.wp-swap-figure dt{color:var(--wp-muted);}
.wp-swap-figure dd{margin:0;text-align:end;color:var(--wp-fg);overflow-wrap:anywhere;}
.wp-swap-approval{display:flex;flex-direction:column;gap:8px;padding:10px 12px;border:1px solid var(--wp-accent);border-radius:var(--wp-radius-md);font-size:var(--wp-font-size-md);}
.wp-swap-approval p{margin:0;}
.wp-swap-spender{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all;}
.wp-swap-loading{text-align:center;padding-block:16px;}
.wp-swap-unavailable{padding-block:16px;}
.wp-siwe .wp-button:disabled,.wp-send .wp-button:disabled,.wp-swap .wp-button:disabled{opacity:.6;cursor:default;}
.wp-send .wp-spinner,.wp-swap .wp-spinner,.wp-siwe .wp-spinner,.wp-transactions .wp-spinner{margin-right:0;margin-inline-end:6px;}
@media (prefers-reduced-motion:no-preference){.wp-network-chip{transition:border-color 150ms;}}
`;
