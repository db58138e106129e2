import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { View } from '../../domain/routing/views.ts';

/** Everything that can hold focus in the dialog, in document order (the heading and roving tabs included). */
const FOCUSABLE = 'button:not([disabled]),[href],input:not([disabled]),select,textarea,[tabindex]';

/**
 * An element as it can be found again once its view has been rebuilt: views are new elements on every
 * visit, so the element itself is gone by the time the visitor comes back.
 */
interface FocusMark {
  readonly key: string;
  /** Its place among the dialog's focusable elements, to tell apart two with the same key. */
  readonly index: number;
}

function keyOf(element: Element): string {
  const name = element.id || element.getAttribute('data-testid') || element.getAttribute('aria-label') || (element.textContent ?? '').trim().slice(0, 80);
  return `${element.tagName}|${element.getAttribute('role') ?? ''}|${name}`;
}

function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function markOf(dialog: HTMLElement, element: HTMLElement): FocusMark {
  return { key: keyOf(element), index: focusables(dialog).indexOf(element) };
}

/** The element a mark stands for in the dialog as it is now: same key, the nearest to its old place. */
function findMark(dialog: HTMLElement, mark: FocusMark): HTMLElement | undefined {
  const matches = focusables(dialog)
    .map((element, index) => ({ element, index }))
    .filter(({ element }) => keyOf(element) === mark.key && element.offsetParent !== null);
  matches.sort((a, b) => Math.abs(a.index - mark.index) - Math.abs(b.index - mark.index));
  return (matches[0] ?? focusables(dialog).map((element, index) => ({ element, index })).find(({ element }) => keyOf(element) === mark.key))?.element;
}

/**
 * Keyboard focus across changes of view (WAI-ARIA dialog pattern): focus never drops to the page's
 * `<body>` while the dialog is open. A new view puts focus on its heading (a view that focused one of
 * its own controls keeps that); going back puts it on the element that had it when the visitor left
 * that view; and whenever the focused element disappears from under the visitor (a view swapping a
 * button for a message), the heading takes focus.
 */
export function useViewFocus(
  dialog: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  open: boolean,
  view: View,
  depth: number,
): void {
  /** Per depth of the history: the element last focused in the view at that depth. */
  const marks = useRef(new Map<number, FocusMark>());
  const shown = useRef<{ readonly view: View; readonly depth: number } | undefined>(undefined);
  const currentDepth = useRef(depth);

  useLayoutEffect(() => {
    const node = dialog.current;
    const before = shown.current;
    if (!open || !node) {
      shown.current = undefined;
      marks.current.clear();
      return;
    }
    shown.current = { view, depth };
    currentDepth.current = depth;
    if (!before || (before.view === view && before.depth === depth)) return;
    const back = depth < before.depth;
    const mark = back ? marks.current.get(depth) : undefined;
    for (const level of [...marks.current.keys()]) if (level >= depth) marks.current.delete(level);
    const target = mark ? findMark(node, mark) : undefined;
    const active = node.ownerDocument.activeElement;
    if (!target && active instanceof HTMLElement && content.current?.contains(active)) return;
    (target ?? heading.current ?? node).focus();
  }, [dialog, content, heading, open, view, depth]);

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    const doc = node.ownerDocument;
    const remember = (target: EventTarget | null): void => {
      if (target instanceof HTMLElement && target !== node && node.contains(target)) marks.current.set(currentDepth.current, markOf(node, target));
    };
    const onFocusIn = (event: FocusEvent): void => remember(event.target);
    // The dialog's first focus (given as it opened) came before this listener.
    remember(doc.activeElement);
    const refocus = (): void => {
      if (node.isConnected && (doc.activeElement === null || doc.activeElement === doc.body)) (heading.current ?? node).focus();
    };
    // A focused element taken out of the page leaves focus on <body> (no event says so): the heading takes it.
    const Observer = doc.defaultView?.MutationObserver;
    const observer = Observer ? new Observer(refocus) : undefined;
    observer?.observe(node, { childList: true, subtree: true });
    // So does a press on the backdrop that did not close the dialog (it takes focus from the control).
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget !== null) return;
      clearTimeout(pending);
      pending = setTimeout(refocus, 0);
    };
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('focusout', onFocusOut);
    return () => {
      observer?.disconnect();
      clearTimeout(pending);
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('focusout', onFocusOut);
    };
  }, [dialog, heading, open]);
}
