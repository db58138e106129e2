import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ANIMATION_MS } from '../../domain/constants/timing.ts';
import type { View } from '../../domain/routing/views.ts';

/** The back arrow; `wp-icon-mirrored` turns it to point right in a right-to-left layout. */
export function BackIcon() {
  return (
    <svg className="wp-icon-mirrored" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12.5 4.5 7 10l5.5 5.5" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M5 5l10 10M15 5 5 15" />
    </svg>
  );
}

/**
 * Whether the current view arrived by a change of view while the modal was open (so it and the
 * title animate in), as opposed to being the view the modal opened on, which shows at once.
 * The ref is written during render on purpose: the answer must hold for every render of that view
 * (a class dropped on a later render would cut the animation short), and writing it is idempotent
 * for a given view, so a repeated render (StrictMode) answers the same.
 */
export function useViewEntrance(view: View, open: boolean): boolean {
  const shown = useRef<{ view: View | undefined; entering: boolean }>({ view: undefined, entering: false });
  if (!open) shown.current = { view: undefined, entering: false };
  else if (shown.current.view !== view) shown.current = { view, entering: shown.current.view !== undefined };
  return shown.current.entering;
}

/**
 * Animates the height of `box` whenever the height of `content` changes (a new view, a list that
 * loaded): the box is pinned at the old height, then at the new one, and the stylesheet's
 * transition (only without reduced motion) moves between them. Once the transition's time is over,
 * the box goes back to its natural height so later growth is never clipped.
 */
export function useAnimatedHeight(box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    const Observer = outer?.ownerDocument.defaultView?.ResizeObserver;
    if (!open || !outer || !inner || !Observer) return undefined;
    // The observer's first report gives the starting height after the browser's own layout; reading it
    // here would lay the just-opened dialog out an extra time inside the click's frame.
    let last: number | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const release = (): void => {
      outer.style.removeProperty('height');
      delete outer.dataset['resizing'];
    };
    const observer = new Observer(() => {
      const next = inner.getBoundingClientRect().height;
      if (last === undefined || next === last) {
        last = next;
        return;
      }
      // CSSOM, not a style attribute: allowed under a `style-src 'self'` policy.
      outer.style.setProperty('height', `${last}px`);
      outer.dataset['resizing'] = '';
      void outer.offsetHeight; // commits the old height, so the change to the new one transitions
      outer.style.setProperty('height', `${next}px`);
      last = next;
      clearTimeout(settle);
      settle = setTimeout(release, ANIMATION_MS.modalHeight);
    });
    observer.observe(inner);
    return () => {
      observer.disconnect();
      clearTimeout(settle);
      release();
    };
  }, [box, content, open]);
}
