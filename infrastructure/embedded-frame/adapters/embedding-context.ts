import type { FrameWindow, KeyValueStorage } from '../ports/frame-environment.ts';

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

/** `storage` with every key of this slot suffixed by it; the top-level page's own slot keeps the plain keys. */
export function slottedStorage(storage: KeyValueStorage, slot: string): KeyValueStorage {
  if (slot === '') return storage;
  const key = (name: string) => `${name}@${slot}`;
  return {
    getItem: (name) => storage.getItem(key(name)),
    setItem: (name, value) => storage.setItem(key(name), value),
    removeItem: (name) => storage.removeItem(key(name)),
  };
}
