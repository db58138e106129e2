import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { AppKit } from './app-kit-instance.ts';
import { createModalMounter } from './modal-mounter.ts';

const unhandled: unknown[] = [];
const record = (reason: unknown): void => void unhandled.push(reason);
process.on('unhandledRejection', record);
afterEach(() => void unhandled.splice(0));
afterAll(() => void process.off('unhandledRejection', record));

/** An instance whose core arrives as `core` says, its words settled; the mounter reads nothing else of it before the core is in. */
const instanceLoading = (core: () => Promise<AppKitFacade>) => {
  const words = { whenSettled: () => Promise.resolve() };
  return () => ({ link: { get core() { return core(); }, words } }) as unknown as AppKit;
};

describe('the modal mounter', () => {
  it('a load that failed leaves nothing to unmount and no unhandled rejection behind', async () => {
    const mounter = createModalMounter(instanceLoading(() => Promise.reject(new Error('chunk failed to load'))));
    await expect(mounter.mount()).rejects.toThrow('chunk failed to load');
    mounter.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  it('a load that failed is asked for again by the next mount', async () => {
    let asked = 0;
    const mounter = createModalMounter(
      instanceLoading(() => {
        asked += 1;
        return Promise.reject(new Error('chunk failed to load'));
      }),
    );
    await expect(mounter.mount()).rejects.toThrow('chunk failed to load');
    await expect(mounter.mount()).rejects.toThrow('chunk failed to load');
    expect(asked).toBe(2);
    mounter.unmount();
  });

  it('an idle preload cancelled by unmount never loads the modal', async () => {
    let asked = 0;
    const mounter = createModalMounter(
      instanceLoading(() => {
        asked += 1;
        return Promise.resolve({} as AppKitFacade);
      }),
    );
    mounter.preloadWhenIdle();
    mounter.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
  });
});
