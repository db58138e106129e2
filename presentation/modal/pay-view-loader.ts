import type { ComponentType } from 'react';

// The Pay view arrives with `walletport/pay`, as AppKit Pay's view comes with its own package. This
// module holds only the loader, so the entry that installs it carries nothing of the modal's.
let loadPayView: (() => Promise<ComponentType>) | undefined;

/** Puts the Pay view's loader in this page; the first call wins. */
export function installPayView(load: () => Promise<ComponentType>): void {
  loadPayView ??= load;
}

/** The installed loader, or undefined on a page that never imported `walletport/pay`. */
export function payViewLoader(): (() => Promise<ComponentType>) | undefined {
  return loadPayView;
}
