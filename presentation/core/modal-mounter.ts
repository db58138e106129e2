import type { AppKitFacade } from '../../application/app-kit.ts';

type Unmount = () => void;

/** Loads the modal's chunk (idle-time preload) and mounts it once, outside the host's React tree. */
export function createModalMounter(core: () => Promise<AppKitFacade>) {
  let mounting: Promise<Unmount | undefined> | undefined;
  let disposed = false;

  const mount = (): Promise<Unmount | undefined> => {
    if (typeof document === 'undefined') return Promise.resolve(undefined);
    mounting ??= Promise.all([import('../modal/mount-modal.tsx'), core()]).then(([module, facade]) =>
      disposed ? undefined : module.mountModal(facade),
    );
    return mounting;
  };

  return {
    mount: async (): Promise<void> => {
      await mount();
    },
    preloadWhenIdle(): void {
      if (typeof window === 'undefined') return;
      const start = (): void => void mount().catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
      else setTimeout(start, 1);
    },
    unmount(): void {
      disposed = true;
      void mounting?.then((unmount) => unmount?.());
    },
  };
}
