/**
 * The Connect view: its groups, tags, the wallet guide and the legal checkbox. Tags are text in the
 * foreground colour on the background colour (AA in both themes); the accent only draws the tag's border.
 */
export const CONNECT_CSS = `
.wp-connect{display:flex;flex-direction:column;gap:12px;}
.wp-connect .wp-row{text-align:start;}
.wp-row-name{flex:1;min-width:0;}
.wp-tag{margin-inline-start:auto;flex:none;padding:2px 8px;border-radius:999px;border:1px solid var(--wp-border);background:var(--wp-bg);color:var(--wp-fg);font-size:var(--wp-font-size-xxs);font-weight:600;line-height:16px;white-space:nowrap;}
.wp-tag-accent{border-color:var(--wp-accent);}
.wp-row:disabled,.wp-row[aria-disabled=true]{opacity:.55;cursor:not-allowed;}
.wp-row:disabled:hover,.wp-row[aria-disabled=true]:hover{border-color:transparent;}
a.wp-row{text-decoration:none;}
.wp-chain-choice{margin:8px 0 0;margin-inline-start:12px;padding-inline-start:12px;border-inline-start:2px solid var(--wp-border);}
.wp-chain-choice-caption{margin:0 0 6px;color:var(--wp-muted);font-size:var(--wp-font-size-sm);}
.wp-chain-choice .wp-row{padding:8px 12px;font-size:var(--wp-font-size-md);}
.wp-qr-icon{color:var(--wp-accent);background:var(--wp-bg);}
.wp-qr-waiting{width:240px;height:240px;display:flex;align-items:center;justify-content:center;gap:6px;color:var(--wp-muted);font-size:var(--wp-font-size-md);border-radius:var(--wp-radius-xl);background:var(--wp-surface);}
.wp-legal-checkbox{display:flex;align-items:flex-start;gap:8px;font-size:var(--wp-font-size-sm);line-height:1.4;text-align:start;}
.wp-legal-checkbox input{flex:none;width:16px;height:16px;margin:1px 0 0;accent-color:var(--wp-accent);}
.wp-legal-checkbox a,.wp-legal-footer a{color:var(--wp-accent);text-decoration:underline;}
.wp-legal-footer{margin:0;font-size:var(--wp-font-size-xs);line-height:1.4;color:var(--wp-muted);text-align:center;}
.wp-wallet-guide{margin:0;display:flex;justify-content:center;flex-wrap:wrap;gap:4px;font-size:var(--wp-font-size-md);color:var(--wp-muted);}
.wp-wallet-guide .wp-link:focus-visible{border-radius:calc(var(--wp-radius-master)*1);}
.wp-wallet-explainer{padding-inline-start:0;}
.wp-wallet-explainer dt{font-weight:600;color:var(--wp-fg);}
.wp-wallet-explainer dd{margin:0 0 6px;color:var(--wp-muted);word-break:normal;overflow-wrap:break-word;}
`;
