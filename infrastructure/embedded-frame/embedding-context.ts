import type { FrameWindow } from './frame-environment.ts';

/**
 * Which embedding context the frame runs in, as a storage slot. Browsers partition the frame origin's
 * storage by top-level site, but a frame nested in another site's iframe on that page (an advert, a
 * widget) shares the dApp's partition: without a slot of its own it would share the visitor's session.
 * Empty: embedded by the top-level page itself. Otherwise the chain of embedding origins (Chromium and
 * Safari list them), or 'nested' where the browser does not say (Firefox).
 */
export function embeddingSlot(win: FrameWindow): string {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors !== undefined) {
    if (ancestors.length <= 1) return '';
    return Array.from({ length: ancestors.length }, (_, index) => ancestors[index]).join(' ');
  }
  return win.top !== undefined && win.top !== win.parent ? 'nested' : '';
}
