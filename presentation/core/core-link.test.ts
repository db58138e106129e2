import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { Store } from '../../application/stores/store.ts';
import type { AppKit } from './app-kit-instance.ts';
import { CoreLink, createModalMounter } from './core-link.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';

describe('CoreLink', () => {
  it('loads the core only when first asked for it, once', async () => {
    const facade = { ready: Promise.resolve(), subscribeEvents: () => () => undefined } as unknown as AppKitFacade;
    const load = vi.fn(async () => facade);
    const link = new CoreLink({ projectId: 'p', networks: [CHAIN_A] }, load);
    expect(load).not.toHaveBeenCalled();
    expect(link.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([link.core, link.core]);
    expect(first).toBe(facade);
    expect(second).toBe(facade);
    expect(load).toHaveBeenCalledTimes(1);
    expect(link.loaded()).toBe(facade);
  });

  it('a load that failed (a dropped connection) is tried again by the next use', async () => {
    const facade = { ready: Promise.resolve(), subscribeEvents: () => () => undefined } as unknown as AppKitFacade;
    const load = vi.fn<() => Promise<AppKitFacade>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(facade);
    const link = new CoreLink({ projectId: 'p', networks: [CHAIN_A] }, load);
    await expect(link.live()).rejects.toThrow('Failed to fetch');
    expect(link.loaded()).toBeUndefined();
    await expect(link.live()).resolves.toBe(facade);
    expect(load).toHaveBeenCalledTimes(2);
    expect(link.loaded()).toBe(facade);
  });

  it('derives the server snapshots from the options alone: default network, else the first one', () => {
    const load = vi.fn(async () => ({}) as AppKitFacade);
    const first = new CoreLink({ projectId: 'p', networks: [CHAIN_A, CHAIN_B] }, load);
    expect(first.state.getServerSnapshot().selectedNetworkId).toBe(CHAIN_A.caipNetworkId);
    expect(first.network.getServerSnapshot().caipNetwork).toBe(CHAIN_A);
    expect(first.state.getServerSnapshot().activeChain).toBe('eip155');
    expect(first.account().getServerSnapshot().isConnected).toBe(false);
    expect(first.initial.themeMode).toBe('dark');

    const chosen = new CoreLink({ projectId: 'p', networks: [CHAIN_A, CHAIN_B], defaultNetwork: CHAIN_B, themeMode: 'light' }, load);
    expect(chosen.state.getServerSnapshot().selectedNetworkId).toBe(CHAIN_B.caipNetworkId);
    expect(chosen.initial.themeMode).toBe('light');
    // Stable objects: useSyncExternalStore compares snapshots by reference.
    expect(chosen.state.getServerSnapshot()).toBe(chosen.state.getServerSnapshot());
    expect(chosen.state.getSnapshot()).toBe(chosen.state.getServerSnapshot());

    const none = new CoreLink({ projectId: 'p', networks: [] }, load);
    expect(none.state.getServerSnapshot().selectedNetworkId).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('holds a subscription made before the core arrives, attaches it on arrival and tells the new value', async () => {
    const network = new Store({ activeChain: 'eip155' as const, caipNetwork: CHAIN_B, switching: false, error: undefined });
    let arrive: (facade: AppKitFacade) => void = () => undefined;
    const facade = { stores: { network }, subscribeEvents: () => () => undefined } as unknown as AppKitFacade;
    const link = new CoreLink({ projectId: 'p', networks: [CHAIN_A, CHAIN_B] }, () => new Promise((resolve) => (arrive = resolve)));
    const seen: unknown[] = [];
    const stop = link.network.subscribe((value) => seen.push(value.caipNetwork?.caipNetworkId));
    expect(link.network.getSnapshot().caipNetwork).toBe(CHAIN_A);
    const loading = link.core;
    arrive(facade);
    await loading;
    expect(seen).toEqual([CHAIN_B.caipNetworkId]);
    expect(network.observed).toBe(true);
    stop();
    expect(network.observed).toBe(false);
  });

  it('cancels a waiting subscription on unsubscribe and on destroy, so the arriving core gets none', async () => {
    const network = new Store({ activeChain: 'eip155' as const, caipNetwork: CHAIN_B, switching: false, error: undefined });
    let arrive: (facade: AppKitFacade) => void = () => undefined;
    const destroy = vi.fn();
    const facade = { stores: { network }, destroy, subscribeEvents: () => () => undefined } as unknown as AppKitFacade;
    const link = new CoreLink({ projectId: 'p', networks: [CHAIN_A] }, () => new Promise((resolve) => (arrive = resolve)));
    const stopEarly = link.network.subscribe(() => undefined);
    stopEarly();
    link.network.subscribe(() => undefined);
    const loading = link.core;
    link.destroy();
    arrive(facade);
    await loading;
    expect(network.observed).toBe(false);
    // The core that arrived after destroy is destroyed too, and commands refuse.
    await vi.waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
    await expect(link.live()).rejects.toMatchObject({ code: 'INSTANCE_DESTROYED' });
  });
});

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
