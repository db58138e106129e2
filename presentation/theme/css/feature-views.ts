/** Receive, Activity, the explainers and the views of features this build does not offer. */
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
.wp-not-offered{padding-block:16px;}
.wp-explainer{display:flex;flex-direction:column;gap:12px;}
.wp-explainer-points{margin:0;padding-inline-start:20px;display:flex;flex-direction:column;gap:10px;text-align:start;font-size:var(--wp-font-size-md);line-height:1.45;}
.wp-explainer .wp-button{align-self:center;}
.wp-siwe-pair{display:flex;align-items:center;justify-content:center;}
.wp-center .wp-siwe-app,.wp-siwe-app{width:72px;height:72px;border-radius:var(--wp-radius-xxl);font-size:28px;}
.wp-siwe-account{display:inline-flex;border-radius:50%;border:3px solid var(--wp-bg);margin-inline-start:-16px;}
.wp-siwe-title{margin:0;font-size:var(--wp-font-size-xl);font-weight:600;}
.wp-siwe .wp-button:disabled,.wp-send .wp-button:disabled{opacity:.6;cursor:default;}
.wp-send .wp-spinner,.wp-siwe .wp-spinner,.wp-transactions .wp-spinner{margin-right:0;margin-inline-end:6px;}
@media (prefers-reduced-motion:no-preference){.wp-network-chip{transition:border-color 150ms;}}
`;
