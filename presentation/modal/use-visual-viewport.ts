import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The custom properties that place the backdrop over the visual viewport (read by the stylesheet's .wp-backdrop). */
const PROPERTIES = ['--wp-viewport-left', '--wp-viewport-top', '--wp-viewport-width', '--wp-viewport-height'] as const;

type Placement = readonly [left: number, top: number, width: number, height: number];

/** All four values are read before any is written: a write between reads would lay the page out again. */
function readPlacement(viewport: VisualViewport): Placement {
  return [viewport.offsetLeft, viewport.offsetTop, viewport.width, viewport.height];
}

function writePlacement(node: HTMLElement, placement: Placement): void {
  // CSSOM, not a style attribute: allowed under a `style-src 'self'` policy.
  PROPERTIES.forEach((property, index) => node.style.setProperty(property, `${placement[index]}px`));
}

/**
 * Keeps `box` (a `position: fixed` element) over the visual viewport, the part of the page the visitor
 * sees. Fixed elements are laid out against the layout viewport, which a phone browser widens to a host
 * page wider than the screen and which pinch-zoom and scrolling move away from what is on screen; the
 * modal's sheet must fit what is on screen whatever the host page does. The listeners go when the
 * modal closes or is destroyed. Where the browser has no visualViewport the box keeps the layout
 * viewport (the stylesheet's defaults).
 *
 * The viewport is read while the opening render runs, before the dialog is in the page: reading it
 * afterwards would lay the new dialog out, and writing the values would then lay it out a second time
 * (every element under the backdrop inherits the properties), all inside the click's frame.
 */
export function useVisualViewport(box: RefObject<HTMLElement | null>, open: boolean): void {
  const opening = useRef<Placement | undefined>(undefined);
  const placed = useRef(false);
  // Read on every render before the dialog is placed, not once: a render React discards would otherwise
  // leave its read for a later opening, after the viewport may have moved.
  if (open && !placed.current) {
    const view = box.current?.ownerDocument.defaultView ?? (typeof window === 'undefined' ? undefined : window);
    opening.current = view?.visualViewport ? readPlacement(view.visualViewport) : undefined;
  }
  useLayoutEffect(() => {
    const node = box.current;
    const viewport = node?.ownerDocument.defaultView?.visualViewport;
    if (!open || !node || !viewport) return undefined;
    const place = (): void => writePlacement(node, readPlacement(viewport));
    writePlacement(node, opening.current ?? readPlacement(viewport));
    opening.current = undefined;
    placed.current = true;
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      placed.current = false;
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
      for (const property of PROPERTIES) node.style.removeProperty(property);
    };
  }, [box, open]);
}
