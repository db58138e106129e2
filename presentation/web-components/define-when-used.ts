import { ELEMENT_TAGS } from './element-tags.ts';

/*
 * AppKit's elements arrive in a chunk of their own, never in the page's first script: a React site that
 * shows <AppKitButton> fetches them only after the core. One in the document already, or added to it
 * later, loads them at once; one the page keeps inside its own shadow root (which the document's
 * observer cannot see) is defined when the core arrives, which is why every page fetches them then.
 */

const SELECTOR = ELEMENT_TAGS.join(',');
let defining: Promise<void> | undefined;
let observer: MutationObserver | undefined;
/** The live instances watching the document: the observer goes with the last of them. */
let watchers = 0;

/** Loads the elements' chunk and defines them (once; a chunk that failed is asked for again next time). */
export function defineElementsNow(): Promise<void> {
  stopObserving();
  if (typeof customElements === 'undefined') return Promise.resolve();
  defining ??= import('./register.ts').then(
    (module) => module.registerWebComponents(),
    (error: unknown) => {
      defining = undefined;
      console.error("[walletport] AppKit's elements failed to load", error);
    },
  );
  return defining;
}

function stopObserving(): void {
  observer?.disconnect();
  observer = undefined;
}

const usesAnElement = (node: Node): boolean => node instanceof Element && (node.matches(SELECTOR) || node.querySelector(SELECTOR) !== null);

/** Watches the document for AppKit's elements until one shows up; returns the instance's teardown. */
export function defineElementsWhenUsed(): () => void {
  if (typeof document === 'undefined' || typeof customElements === 'undefined' || typeof MutationObserver === 'undefined') return () => undefined;
  if (defining) return () => undefined;
  if (document.querySelector(SELECTOR)) {
    void defineElementsNow();
    return () => undefined;
  }
  watchers += 1;
  if (!observer) {
    observer = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes].some(usesAnElement))) void defineElementsNow();
    });
    observer.observe(document, { childList: true, subtree: true });
  }
  let watching = true;
  return () => {
    if (!watching) return;
    watching = false;
    watchers -= 1;
    if (watchers === 0) stopObserving();
  };
}
