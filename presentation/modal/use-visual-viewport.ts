import { useLayoutEffect, type RefObject } from 'react';

/** The custom properties that place the backdrop over the visual viewport (read by the stylesheet's .wp-backdrop). */
const PROPERTIES = ['--wp-viewport-left', '--wp-viewport-top', '--wp-viewport-width', '--wp-viewport-height'] as const;

/**
 * Keeps `box` (a `position: fixed` element) over the visual viewport, the part of the page the visitor
 * sees. Fixed elements are laid out against the layout viewport, which a phone browser widens to a host
 * page wider than the screen and which pinch-zoom and scrolling move away from what is on screen; the
 * modal's sheet must fit what is on screen whatever the host page does. The listeners go when the
 * modal closes or is destroyed. Where the browser has no visualViewport the box keeps the layout
 * viewport (the stylesheet's defaults).
 */
export function useVisualViewport(box: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const node = box.current;
    const viewport = node?.ownerDocument.defaultView?.visualViewport;
    if (!open || !node || !viewport) return undefined;
    const place = (): void => {
      // CSSOM, not a style attribute: allowed under a `style-src 'self'` policy.
      node.style.setProperty('--wp-viewport-left', `${viewport.offsetLeft}px`);
      node.style.setProperty('--wp-viewport-top', `${viewport.offsetTop}px`);
      node.style.setProperty('--wp-viewport-width', `${viewport.width}px`);
      node.style.setProperty('--wp-viewport-height', `${viewport.height}px`);
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
      for (const property of PROPERTIES) node.style.removeProperty(property);
    };
  }, [box, open]);
}
