import { describe, expect, it, vi } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { CoreLink } from './core-link.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';

describe('CoreLink', () => {
  it('loads the core only when first asked for it, once', async () => {
    const facade = { ready: Promise.resolve() } as unknown as AppKitFacade;
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

  it('derives the server snapshots from the options alone: default network, else the first one', () => {
    const load = vi.fn(async () => ({}) as AppKitFacade);
    const first = new CoreLink({ projectId: 'p', networks: [CHAIN_A, CHAIN_B] }, load);
    expect(first.getServerState().selectedNetworkId).toBe(CHAIN_A.caipNetworkId);
    expect(first.getServerNetworkState().caipNetwork).toBe(CHAIN_A);
    expect(first.getServerState().activeChain).toBe('eip155');
    expect(first.getServerAccount().isConnected).toBe(false);
    expect(first.getServerThemeMode()).toBe('dark');

    const chosen = new CoreLink({ projectId: 'p', networks: [CHAIN_A, CHAIN_B], defaultNetwork: CHAIN_B, themeMode: 'light' }, load);
    expect(chosen.getServerState().selectedNetworkId).toBe(CHAIN_B.caipNetworkId);
    expect(chosen.getServerThemeMode()).toBe('light');
    // Stable objects: useSyncExternalStore compares snapshots by reference.
    expect(chosen.getServerState()).toBe(chosen.getServerState());
    expect(chosen.getState()).toBe(chosen.getServerState());

    const none = new CoreLink({ projectId: 'p', networks: [] }, load);
    expect(none.getServerState().selectedNetworkId).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});
