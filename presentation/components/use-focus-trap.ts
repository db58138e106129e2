import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]),[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * While `active`, keeps Tab inside `container`, closes on Escape, and gives focus back to
 * whatever had it before the dialog opened.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const node = container.current;
    if (!node) return;
    const previous = node.ownerDocument.activeElement as HTMLElement | null;
    const focusables = (): HTMLElement[] => Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
    (focusables()[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      const current = node.ownerDocument.activeElement;
      if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    node.ownerDocument.addEventListener('keydown', onKeyDown, true);
    return () => {
      node.ownerDocument.removeEventListener('keydown', onKeyDown, true);
      if (previous && previous.isConnected) previous.focus();
    };
  }, [container, active, onEscape]);
}
