import type { AppKit } from './app-kit-instance.ts';

type Unmount = () => void;

/**
 * Loads the modal's chunk (idle-time preload) and mounts it once, outside the host's React tree,
 * with the instance's words once they have settled (the locale's catalogue is a chunk of its own,
 * loaded alongside), so the first view opens in the locale's words. `shown` is called in the frame
 * the modal's dialog appears in, each time it opens.
 */
export function createModalMounter(instance: () => AppKit, shown: () => void = () => undefined) {
  let mounting: Promise<Unmount | undefined> | undefined;
  let mounted = false;
  let disposed = false;
  let cancelPreload: () => void = () => undefined;

  const mount = (): Promise<Unmount | undefined> => {
    if (typeof document === 'undefined') return Promise.resolve(undefined);
    mounting ??= Promise.all([import('../modal/mount-modal.tsx'), instance().link.core, instance().link.words.whenSettled()]).then(
      ([module, facade]) => {
        if (disposed) return undefined;
        const unmount = module.mountModal(instance(), facade, shown);
        mounted = true;
        return unmount;
      },
      (error: unknown) => {
        // A chunk that failed (a dropped connection) is asked for again by the next click.
        mounting = undefined;
        throw error;
      },
    );
    return mounting;
  };

  return {
    mount: async (): Promise<void> => {
      await mount();
    },
    /** Whether the modal is on the page, so an open() shows it in the frame of the click. */
    mounted: (): boolean => mounted && !disposed,
    preloadWhenIdle(): void {
      if (typeof window === 'undefined') return;
      // Nothing waits on this load: its failure is said here, and the click that needs the modal tries again.
      const start = (): void => void mount().catch((error: unknown) => console.error('[walletport] the modal failed to load', error));
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(start, { timeout: 1500 });
        cancelPreload = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(start, 1);
        cancelPreload = () => clearTimeout(handle);
      }
    },
    unmount(): void {
      // A destroyed instance leaves no preload behind: it would fetch a modal nobody can open.
      cancelPreload();
      disposed = true;
      // A load that failed (offline, or the page going away mid-import) has nothing to unmount, and its
      // failure must not surface in the host page as an unhandled rejection.
      void mounting?.then((unmount) => unmount?.(), () => undefined);
    },
  };
}
