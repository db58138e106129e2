/**
 * What the browser can tell the approval screen about being seen. The embedding page owns the iframe
 * element: it can make it transparent, cover it, clip it or move it, and the frame's own DOM does not
 * change. Only IntersectionObserver v2 (`trackVisibility`, Chromium) reports, across frames, whether the
 * element is drawn on screen unoccluded, at full opacity and without transforms or filters.
 */
export interface ApprovalVisibility {
  /**
   * Calls `onChange(true)` while all of `target` is on screen and the browser vouches that it is
   * visible, `onChange(false)` when that stops. Undefined where the browser cannot vouch for it: there
   * the approval is answered in a window of the frame's own origin instead.
   */
  readonly watchVisible: ((target: Element, onChange: (visible: boolean) => void) => VisibilityWatch) | undefined;
  /** Calls `onChange(true)` while `target` is scrolled into view inside `scroller`. */
  watchInView(target: Element, scroller: Element, onChange: (inView: boolean) => void): VisibilityWatch;
}

export interface VisibilityWatch {
  /** Delivers what the browser has observed but not reported yet; called before a click is judged. */
  flush(): void;
  stop(): void;
}

/** Chromium's IntersectionObserver v2 fields, which the DOM typings leave out. */
interface ObserverInitV2 extends IntersectionObserverInit {
  readonly trackVisibility: boolean;
  readonly delay: number;
}
type EntryV2 = IntersectionObserverEntry & { readonly isVisible?: boolean };

/** The smallest notification interval the specification allows with trackVisibility. */
const VISIBILITY_DELAY_MS = 100;
/** A rounding margin: a card wholly on screen reports a ratio of 1, give or take. */
const WHOLLY_SHOWN_RATIO = 0.99;

/** The frame window's own observers; a window without IntersectionObserver v2 gets `watchVisible` undefined. */
export function browserVisibility(view: (Window & typeof globalThis) | null): ApprovalVisibility {
  return { watchVisible: visibilityWatcher(view), watchInView: (target, scroller, onChange) => watchInView(view, target, scroller, onChange) };
}

function visibilityWatcher(view: (Window & typeof globalThis) | null): ApprovalVisibility['watchVisible'] {
  const Observer = view?.IntersectionObserver;
  const Entry = view?.IntersectionObserverEntry;
  if (!Observer || !Entry || !('isVisible' in Entry.prototype)) return undefined;
  const init: ObserverInitV2 = { threshold: [0, WHOLLY_SHOWN_RATIO, 1], trackVisibility: true, delay: VISIBILITY_DELAY_MS };
  // A browser that ignores the option would report every element invisible, or nothing at all.
  const probe = new Observer(() => undefined, init);
  const honoured = (probe as IntersectionObserver & { readonly trackVisibility?: boolean }).trackVisibility === true;
  probe.disconnect();
  if (!honoured) return undefined;
  return (target, onChange) => {
    const apply = (entries: readonly IntersectionObserverEntry[]): void => {
      const last = entries[entries.length - 1] as EntryV2 | undefined;
      if (last) onChange(last.isVisible === true && last.isIntersecting && last.intersectionRatio >= WHOLLY_SHOWN_RATIO);
    };
    const observer = new Observer(apply, init);
    observer.observe(target);
    return { flush: () => apply(observer.takeRecords()), stop: () => observer.disconnect() };
  };
}

function watchInView(
  view: (Window & typeof globalThis) | null, target: Element, scroller: Element, onChange: (inView: boolean) => void,
): VisibilityWatch {
  const Observer = view?.IntersectionObserver;
  if (Observer) {
    const observer = new Observer((entries) => {
      const last = entries[entries.length - 1];
      if (last) onChange(last.isIntersecting);
    }, { root: scroller, threshold: 0 });
    observer.observe(target);
    return { flush: () => undefined, stop: () => observer.disconnect() };
  }
  // Without observers: the scroller's own measures, after each scroll and once laid out.
  const check = (): void => onChange(scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2);
  scroller.addEventListener('scroll', check, { passive: true });
  const timer = setTimeout(check, 0);
  return { flush: check, stop: () => { clearTimeout(timer); scroller.removeEventListener('scroll', check); } };
}
