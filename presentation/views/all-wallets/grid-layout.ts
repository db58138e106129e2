/**
 * The All Wallets grid's geometry, matching the `.wp-aw-*` rules: rows of 4 tiles, every row 88 px
 * tall plus a 6 px gap. Nothing is measured per tile; a change here goes with the stylesheet.
 */
export const GRID_COLUMNS = 4;
export const ROW_HEIGHT = 94;
/** Rows rendered beyond the visible ones, so a fast scroll rarely shows an empty band. */
export const OVERSCAN_ROWS = 3;
/** Skeleton rows while the first page loads (the grid's height) and while a later page loads. */
export const FIRST_PAGE_SKELETON_ROWS = 4;
export const NEXT_PAGE_SKELETON_ROWS = 2;
/** A tile fetches its image only after it has been in the page this long (a fast scroll passes many by). */
export const IMAGE_DEFER_MS = 120;
/** Tiles ask for their images once the grid has been still this long: a scroll in progress is left its frames. */
export const IMAGE_QUIET_MS = 150;
