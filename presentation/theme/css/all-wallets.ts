/**
 * All Wallets: the virtual grid, skeleton tiles and the retry row. The grid has a fixed height and
 * `contain:strict` so scrolling repaints only what it holds; rows are placed by the virtualiser
 * (a transform per row) and every row has the same height, so nothing is measured per tile.
 * The shimmer moves a transform (no repaint per frame) and only when motion is welcome.
 */
export const ALL_WALLETS_CSS = `
.wp-aw-grid{position:relative;height:360px;overflow-x:hidden;overflow-y:auto;overscroll-behavior:contain;contain:strict;margin:0;padding:0;border-radius:14px;}
.wp-aw-rows{position:relative;width:100%;}
.wp-aw-row{position:absolute;top:0;inset-inline:0;height:88px;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;}
.wp-aw-cell{min-width:0;height:100%;}
.wp-aw-tile{height:100%;justify-content:center;overflow:hidden;}
.wp-aw-tile .wp-name{max-width:100%;text-align:center;}
.wp-aw-block{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;}
.wp-aw-skeleton{position:relative;overflow:hidden;height:88px;box-sizing:border-box;border-radius:14px;background:var(--wp-surface);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;}
.wp-aw-skeleton-image{width:48px;height:48px;border-radius:12px;background:var(--wp-border);}
.wp-aw-skeleton-text{width:60%;height:8px;border-radius:4px;background:var(--wp-border);}
.wp-aw-skeleton::after{content:"";position:absolute;inset:0;transform:translateX(-100%);background:linear-gradient(90deg,transparent,color-mix(in srgb,var(--wp-fg) 10%,transparent),transparent);}
.wp-aw-failed-cell{grid-column:1/-1;min-width:0;height:100%;}
.wp-aw-failed{height:100%;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:8px;text-align:center;}
.wp-aw-failed .wp-error{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:isolate;}
.wp-aw-empty{padding:24px 0;text-align:center;}
.wp-aw-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;}
.wp-wallet-glyph{color:var(--wp-muted);}
@keyframes wp-aw-shimmer{to{transform:translateX(100%)}}
@media (prefers-reduced-motion:no-preference){.wp-aw-skeleton::after{animation:wp-aw-shimmer 1.2s ease-in-out infinite;}}
@media (prefers-reduced-motion:reduce){.wp-aw-skeleton::after{display:none;}.wp-aw-grid{scroll-behavior:auto;}}
`;
