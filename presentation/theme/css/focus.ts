/** The keyboard focus ring's width: WCAG 2.2 focus appearance asks for at least 2 CSS px. */
export const FOCUS_RING_WIDTH_PX = 2;

/**
 * One focus ring for everything in the modal and the snackbar that takes focus (controls, the grid, a
 * view's heading when a change of view puts focus there): a solid outline in the palette's focus colour,
 * 2px off the element, so it is drawn on the background or a surface and never on the element's own
 * fill. Inside scrolling boxes (the wallet grids, the account tabs' panel) the ring sits on the element's
 * own edge instead, where the box cannot clip it. Last in the sheet: no area's rule can thin it out.
 */
export const FOCUS_CSS = `
.wp-root :focus-visible,.wp-snackbar-root :focus-visible{outline:${FOCUS_RING_WIDTH_PX}px solid var(--wp-focus-ring);outline-offset:2px;}
.wp-root .wp-grid :focus-visible,.wp-root .wp-aw-grid :focus-visible,.wp-root .wp-tabpanel :focus-visible,.wp-root .wp-dialog:focus-visible{outline-offset:-${FOCUS_RING_WIDTH_PX}px;}
`;
