/**
 * The Account view, its avatar, the header network button and the network picker. Colours come from
 * the theme variables only; sides are logical (inline-start/end) so a right-to-left modal mirrors.
 */
export const ACCOUNT_CSS = `
.wp-account,.wp-networks{display:flex;flex-direction:column;align-items:stretch;gap:10px;padding:4px 0;}
.wp-account-header{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center;min-width:0;}
.wp-account-avatar{position:relative;display:inline-flex;}
.wp-avatar{display:block;flex:none;border-radius:50%;object-fit:cover;background:var(--wp-surface);}
.wp-avatar-sm{width:20px;height:20px;}
.wp-avatar-md{width:36px;height:36px;}
.wp-avatar-lg{width:72px;height:72px;}
.wp-account-wallet-icon{position:absolute;inset-block-end:-2px;inset-inline-end:-2px;width:24px;height:24px;border-radius:var(--wp-radius-xs);border:2px solid var(--wp-bg);background:var(--wp-bg);}
.wp-account-name{margin:0;font-size:var(--wp-font-size-xxl);font-weight:600;max-width:100%;min-width:0;}
.wp-account-address-row{display:flex;align-items:center;justify-content:center;gap:4px;max-width:100%;min-width:0;flex-wrap:wrap;}
.wp-address-secondary{font-size:var(--wp-font-size-md);font-weight:500;color:var(--wp-muted);}
.wp-copy-button{display:inline-flex;align-items:center;justify-content:center;color:var(--wp-muted);}
.wp-copy-button:hover,.wp-copy-button:focus-visible{color:var(--wp-fg);}
.wp-copy-status{flex-basis:100%;font-size:var(--wp-font-size-xs);color:var(--wp-muted);min-height:0;}
.wp-copy-status:empty{display:none;}
.wp-account-balance{margin:0;text-align:center;font-size:var(--wp-font-size-lg);color:var(--wp-fg);font-variant-numeric:tabular-nums;}
.wp-account-network{margin:0;display:flex;align-items:center;justify-content:center;gap:6px;font-size:var(--wp-font-size-md);color:var(--wp-muted);}
.wp-account-features,.wp-account-others{width:100%;}
.wp-account-feature{text-align:start;}
.wp-account-feature>span{flex:1;}
.wp-account-glyph{width:20px;height:20px;flex:none;color:var(--wp-accent);}
.wp-account-tabs{width:100%;}
.wp-account .wp-actions{margin-top:4px;}
.wp-token-name{flex:1;}
.wp-token-value{flex:none;font-variant-numeric:tabular-nums;}
.wp-row img.wp-token-icon,.wp-token-icon{width:36px;height:36px;border-radius:50%;flex:none;}
.wp-network-image{display:block;flex:none;border-radius:50%;object-fit:cover;}
.wp-network-image-sm{width:20px;height:20px;}
.wp-row img.wp-network-image-md,.wp-network-image-md{width:32px;height:32px;border-radius:50%;}
.wp-network-glyph{color:var(--wp-muted);background:var(--wp-surface);}
.wp-row .wp-network-glyph{background:var(--wp-bg);}
.wp-network-list{display:flex;flex-direction:column;gap:8px;width:100%;}
.wp-networks-label{text-align:start;margin:4px 0;}
.wp-network-family{text-align:start;font-size:var(--wp-font-size-xs);text-transform:uppercase;letter-spacing:.04em;}
.wp-network{text-align:start;}
.wp-network>.wp-network-name{flex:1;}
.wp-network[aria-pressed=true]{border-color:var(--wp-accent);}
.wp-network:disabled{cursor:progress;}
.wp-network-status{display:block;}
.wp-network-check{width:20px;height:20px;flex:none;color:var(--wp-accent);}
.wp-networks-footer{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center;padding-top:4px;}
.wp-header-network{display:inline-flex;align-items:center;justify-content:center;padding:0;}
.wp-header-network[aria-busy=true]{cursor:progress;}
`;
