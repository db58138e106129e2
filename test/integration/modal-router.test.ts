import { describe, expect, it, vi } from 'vitest';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import { Modal } from '../../application/modal/index.ts';
import { RUNTIME, type AppRuntime } from '../../application/runtime/runtime.ts';
import { SnackbarService } from '../../application/services/snackbar.service.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';

function wallet(id: string): ApiWallet {
  return { id, name: `Wallet ${id}` } as ApiWallet;
}

function deferredDirectory() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: unknown[] = [];
  const directory: WalletDirectoryPort = {
    fetchWallets: async (query) => {
      calls.push(query);
      await gate;
      return query.include ? { count: 2, wallets: [wallet('b'), wallet('a')] } : { count: 9, wallets: ['r1', 'r2', 'r3', 'r4', 'r5'].map(wallet) };
    },
    fetchWalletImage: async () => new Blob(),
    fetchNetworkImage: async () => new Blob(),
  };
  return { directory, calls, release };
}

function fakeAuthProvider(): AuthProviderPort & { reload: ReturnType<typeof vi.fn>; syncTheme: ReturnType<typeof vi.fn> } {
  return {
    getUser: vi.fn(),
    setPreferredAccount: vi.fn(),
    getSmartAccountEnabledNetworks: vi.fn(),
    switchNetwork: vi.fn(),
    request: vi.fn(),
    signOut: vi.fn(),
    reload: vi.fn(async () => undefined),
    syncTheme: vi.fn(async () => undefined),
  };
}

describe('modal: opening, closing and what may not be closed', () => {
  it('opens at once while the wallet prefetch runs behind it, then clears loading', async () => {
    const { directory, calls, release } = deferredDirectory();
    const { facade } = createHarness({ options: { featuredWalletIds: ['a', 'b'], ports: { walletDirectory: directory } } });
    await facade.ready;
    await facade.open();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, loading: true });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    release();
    await vi.waitFor(() => expect(facade.stores.modal.getSnapshot().loading).toBe(false));
    const data = facade.stores.walletData.getSnapshot();
    expect(data.featured.map((w) => w.id)).toEqual(['a', 'b']);
    expect(data.recommended.map((w) => w.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(calls).toContainEqual(expect.objectContaining({ entries: 4, exclude: ['a', 'b'] }));
  });

  it('an open with nothing left to fetch changes the modal\'s state once, never showing it as loading', async () => {
    const { directory, release } = deferredDirectory();
    release();
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.ready;
    await facade.open();
    await vi.waitFor(() => expect(facade.stores.walletData.getSnapshot().recommended).toHaveLength(4));
    await facade.close();
    const seen: boolean[] = [];
    const stop = facade.stores.modal.subscribe((modal) => seen.push(modal.loading));
    await facade.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    // Each change of the modal's state draws the modal again: a loading flag raised and dropped drew it twice.
    expect(seen).toEqual([false]);
  });

  it('does not fetch featured and recommended wallets while connected', async () => {
    const { directory, calls, release } = deferredDirectory();
    release();
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    expect(calls).toEqual([]);
  });

  it('a failing directory leaves the lists empty and the modal working', async () => {
    const directory: WalletDirectoryPort = {
      fetchWallets: async () => {
        throw catalogueError('HTTP_STATUS', { params: { status: 500 } });
      },
      fetchWalletImage: async () => new Blob(),
      fetchNetworkImage: async () => new Blob(),
    };
    const { facade, reports } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.ready;
    await facade.open();
    await vi.waitFor(() => expect(facade.stores.modal.getSnapshot().loading).toBe(false));
    expect(facade.stores.modal.getSnapshot().open).toBe(true);
    expect(facade.stores.walletData.getSnapshot().error?.shortMessage).toBe('HTTP status code: 500');
    expect(reports.some((r) => r.context.includes('directory'))).toBe(true);
  });

  it('a failed directory is not asked again on every open: the next prefetch waits 30 s', async () => {
    let calls = 0;
    let down = true;
    const directory: WalletDirectoryPort = {
      fetchWallets: async () => {
        calls += 1;
        if (down) throw catalogueError('HTTP_NETWORK', { details: 'offline' });
        return { count: 1, wallets: [wallet('r1')] };
      },
      fetchWalletImage: async () => new Blob(),
      fetchNetworkImage: async () => new Blob(),
    };
    const { facade, clock, reports } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.ready;
    const openAndClose = async (): Promise<void> => {
      await facade.open();
      await vi.waitFor(() => expect(facade.stores.modal.getSnapshot().loading).toBe(false));
      await facade.close();
    };
    await openAndClose();
    const afterFirst = calls;
    expect(afterFirst).toBeGreaterThan(0);
    for (let open = 0; open < 5; open += 1) await openAndClose();
    clock.advance(29_000);
    await openAndClose();
    expect(calls).toBe(afterFirst);
    expect(reports.filter((r) => r.context.includes('directory'))).toHaveLength(1);
    down = false;
    clock.advance(1_000);
    await openAndClose();
    expect(calls).toBeGreaterThan(afterFirst);
    expect(facade.stores.walletData.getSnapshot().recommended.map((w) => w.id)).toEqual(['r1']);
  });

  it('filters connectors by namespace while open; closing clears loading and the filter', async () => {
    const { facade } = createHarness();
    await facade.ready;
    await facade.open({ namespace: 'eip155' });
    expect(facade.stores.modal.getSnapshot().filterNamespace).toBe('eip155');
    await facade.close();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: false, loading: false, filterNamespace: undefined });
  });

  it('refuses to close on ApproveTransaction and shakes for 500 ms; a forced close passes', async () => {
    const { facade, clock, container } = createHarness();
    await facade.ready;
    await facade.open({ view: 'ApproveTransaction' });
    await facade.close();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, shake: true });
    clock.advance(499);
    expect(facade.stores.modal.getSnapshot().shake).toBe(true);
    clock.advance(1);
    expect(facade.stores.modal.getSnapshot().shake).toBe(false);
    container.get<Modal>(Modal.token).service.close(true);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('blocks the sign view while sign-in is required without a session', async () => {
    const { facade, container } = createHarness();
    await facade.ready;
    container.get<AppRuntime>(RUNTIME).state.siwx.update({ enabled: true, required: true, hasSession: false });
    await facade.open({ view: 'SIWXSignMessage' });
    await facade.close();
    expect(facade.stores.modal.getSnapshot().open).toBe(true);
    container.get<AppRuntime>(RUNTIME).state.siwx.update({ hasSession: true });
    await facade.close();
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('in embedded mode closing shows Connect, or Account when connected, and stays open', async () => {
    const { facade } = createHarness({ options: { enableEmbedded: true } });
    await facade.ready;
    await facade.open({ view: 'AllWallets' });
    await facade.close();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    await facade.connect('dev.walletport.demo');
    await facade.open({ view: 'Connect' });
    await facade.close();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
  });

  it('emits MODAL_OPEN and MODAL_CLOSE once each on the public stream', async () => {
    const { facade } = createHarness();
    await facade.ready;
    const seen: ModalEvent[] = [];
    facade.subscribeEvents((event) => seen.push(event));
    await facade.open();
    await facade.open({ view: 'Connect' });
    await facade.close();
    await facade.close();
    expect(seen.map((e) => e.data.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
  });
});

describe('router service: the view history and the transaction stack', () => {
  it('completing a transaction resets to its view and runs onSuccess; cancelling goes back and runs onCancel', async () => {
    const { facade } = createHarness();
    await facade.ready;
    await facade.open({ view: 'Account' });
    facade.navigate({ type: 'push', view: 'RegisterAccountName' });
    const onSuccess = vi.fn();
    const onCancel = vi.fn();
    facade.navigate({ type: 'pushTransaction', action: { view: 'RegisterAccountNameSuccess', goBack: false, onSuccess, onCancel } });
    facade.navigate({ type: 'popTransaction', outcome: 'complete' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('RegisterAccountNameSuccess');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    facade.navigate({ type: 'push', view: 'ApproveTransaction' });
    facade.navigate({ type: 'pushTransaction', action: { view: undefined, goBack: true, onCancel } });
    facade.navigate({ type: 'popTransaction', outcome: 'cancel' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('RegisterAccountNameSuccess');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a throwing transaction callback is reported, not thrown into the page', async () => {
    const { facade, reports } = createHarness();
    await facade.ready;
    await facade.open();
    facade.navigate({ type: 'pushTransaction', action: {
      view: 'Account',
      goBack: false,
      onSuccess: () => {
        throw new Error('dapp bug');
      },
    } });
    expect(() => facade.navigate({ type: 'popTransaction', outcome: 'complete' })).not.toThrow();
    expect(reports.some((r) => r.context.includes('onSuccess'))).toBe(true);
  });

  it('leaving ConnectingFarcaster without an address clears the URL and reloads the auth provider after 100 ms', async () => {
    const authProvider = fakeAuthProvider();
    const { facade, clock, container } = createHarness({ options: { ports: { authProvider } } });
    await facade.ready;
    await facade.open();
    facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
    container.get<Modal>(Modal.token).service.setFarcasterUrl('https://farcaster.example/login?x=1');
    facade.navigate({ type: 'goBack' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(facade.stores.modal.getSnapshot().farcasterUrl).toBeUndefined();
    clock.advance(99);
    expect(authProvider.reload).not.toHaveBeenCalled();
    clock.advance(1);
    expect(authProvider.reload).toHaveBeenCalledTimes(1);
  });

  it('goBack from the first view closes the modal', async () => {
    const { facade } = createHarness();
    await facade.ready;
    await facade.open();
    facade.navigate({ type: 'goBack' });
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });
});

describe('theme and snackbar', () => {
  it('theme mode and variables update state and sync to the frame', async () => {
    const authProvider = fakeAuthProvider();
    const { facade } = createHarness({ options: { ports: { authProvider } } });
    await facade.ready;
    facade.setThemeMode('light');
    facade.setThemeVariables({ '--w3m-accent': '#ff0000' });
    facade.setThemeVariables({ '--w3m-border-radius-master': 2 });
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000', '--w3m-border-radius-master': 2 } });
    expect(authProvider.syncTheme).toHaveBeenLastCalledWith({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#ff0000', '--w3m-border-radius-master': 2 },
      w3mThemeVariables: {},
    });
    facade.setThemeMode('purple' as 'light');
    expect(facade.stores.modal.getSnapshot().themeMode).toBe('light');
  });

  it('a new snackbar closes the open one and shows 150 ms later; it auto-closes', async () => {
    const { facade, clock, container } = createHarness();
    await facade.ready;
    facade.host.showErrorMessage('first');
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, message: 'first', variant: 'error' });
    facade.host.showSuccessMessage('second');
    expect(facade.stores.snackbar.getSnapshot().open).toBe(false);
    clock.advance(149);
    expect(facade.stores.snackbar.getSnapshot().open).toBe(false);
    clock.advance(1);
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, message: 'second', variant: 'success' });
    clock.advance(3_000);
    expect(facade.stores.snackbar.getSnapshot().open).toBe(false);
    container.get(SnackbarService).showLoading('Authenticating...');
    clock.advance(60_000);
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'loading' });
  });
});
