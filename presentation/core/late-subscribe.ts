import type { AppKitFacade } from '../../application/app-kit.ts';

/**
 * Subscribes once the core has loaded (it arrives in its own chunk); unsubscribing before that
 * cancels the subscription that was waiting.
 */
export function lateSubscribe(core: Promise<AppKitFacade>, subscribe: (facade: AppKitFacade) => () => void): () => void {
  let stop: (() => void) | undefined;
  let active = true;
  core.then(
    (facade) => {
      if (active) stop = subscribe(facade);
    },
    () => undefined,
  );
  return () => {
    active = false;
    stop?.();
  };
}
