import { describe, expect, it } from 'vitest';
import { CONNECT_REQUEST_TIMEOUT_MS, RECONNECT_CHECK_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { createHarness, createPage, settle } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';

const RDNS = 'dev.walletport.demo';

describe('a connect request the wallet never answers', () => {
  it('ends after the ceiling with a catalogue error, not connecting, and a retry succeeds', async () => {
    const { facade, page, clock } = createHarness();
    await facade.ready;
    const original = page.wallet.request;
    page.wallet.request = (args) => (args.method === 'eth_requestAccounts' ? new Promise<never>(() => undefined) : original(args));
    const disconnectListeners = new Set<unknown>();
    const [on, off] = [page.wallet.on, page.wallet.removeListener];
    page.wallet.on = (event, listener) => {
      if (event === 'disconnect') disconnectListeners.add(listener);
      on(event, listener);
    };
    page.wallet.removeListener = (event, listener) => {
      disconnectListeners.delete(listener);
      off(event, listener);
    };
    void facade.open();
    let outcome: boolean | undefined;
    void facade.connect(RDNS).then((connected) => (outcome = connected));
    await settle();

    clock.advance(CONNECT_REQUEST_TIMEOUT_MS - 1);
    await settle();
    expect(facade.stores.connection.getSnapshot().status).toBe('connecting');
    expect(outcome).toBeUndefined();
    expect(disconnectListeners.size).toBe(1);

    clock.advance(1);
    await settle();
    expect(outcome).toBe(false);
    // The abandoned request leaves no listener on the wallet.
    expect(disconnectListeners.size).toBe(0);
    expect(facade.stores.connection.getSnapshot().status).toBe('disconnected');
    const account = facade.stores.accounts.getSnapshot().eip155;
    expect(account?.status).toBe('disconnected');
    expect(account?.error?.code).toBe('CONNECTION_TIMED_OUT');
    expect(account?.error?.shortMessage).toBe(ERRORS.CONNECTION_TIMED_OUT.message);
    // The visitor stays on the connecting view, which offers the retry.
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'ConnectingExternal' } });

    page.wallet.request = original;
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    expect(facade.account().getSnapshot().isConnected).toBe(true);
  });

  it('a wallet that answers in time leaves no timer behind', async () => {
    const { facade, clock } = createHarness();
    await facade.ready;
    const before = clock.pending;
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    await settle();
    expect(clock.scheduled).toContain(CONNECT_REQUEST_TIMEOUT_MS);
    expect(clock.pending).toBe(before);
  });

  it('destroying the instance mid-connect settles the connect instead of leaving it pending', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    page.wallet.request = () => new Promise<never>(() => undefined);
    let outcome: boolean | undefined;
    void facade.connect(RDNS).then((connected) => (outcome = connected));
    await settle();
    facade.destroy();
    await settle();
    expect(outcome).toBe(false);
  });
});

describe('restoring a session whose wallet never answers the silent account check', () => {
  it('gives up after the ceiling: disconnected, stored as such, and ready settles', async () => {
    const recording = createRecordingStorage({
      initial: {
        [STORAGE_KEYS.connectionStatus]: '"connected"',
        [STORAGE_KEYS.activeNamespace]: '"eip155"',
        [connectorIdKey('eip155')]: `"${RDNS}"`,
      },
    });
    const page = createPage();
    page.wallet.request = () => new Promise<never>(() => undefined);
    const { facade, clock } = createHarness({ page, storage: recording.storage });
    let ready = false;
    void facade.ready.then(() => (ready = true));
    await settle();
    expect(facade.account('eip155').getSnapshot().status).toBe('connecting');

    clock.advance(RECONNECT_CHECK_TIMEOUT_MS);
    await settle();
    expect(ready).toBe(true);
    expect(facade.account('eip155').getSnapshot().status).toBe('disconnected');
    expect(facade.stores.connection.getSnapshot().status).toBe('disconnected');
    expect(recording.entries.get(STORAGE_KEYS.connectionStatus)).toBe('"disconnected"');
  });
});
