import { describe, expect, it } from 'vitest';
import type { WalletConnectPort } from '../../application/ports/walletconnect.port.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';

const RDNS = 'dev.walletport.demo';

/** A harness whose wallet holds the connect request open until the test answers it. */
async function connectingHarness() {
  const harness = createHarness();
  await harness.facade.ready;
  const original = harness.page.wallet.request;
  let answer: () => void = () => undefined;
  harness.page.wallet.request = (args) => {
    if (args.method !== 'eth_requestAccounts') return original(args);
    return new Promise<unknown>((resolve, reject) => {
      answer = () => void original(args).then(resolve, reject);
    });
  };
  await harness.facade.open();
  const connected = harness.facade.connect(RDNS);
  await settle();
  expect(harness.facade.stores.modal.getSnapshot().router.view).toBe('ConnectingExternal');
  return { ...harness, connected, answer: () => answer() };
}

describe('open() while a connect is in progress', () => {
  it('keeps the connecting view and its way back, whether the modal stayed open or was closed', async () => {
    const { facade, connected, answer } = await connectingHarness();
    await facade.open();
    expect(facade.stores.modal.getSnapshot().router).toMatchObject({ view: 'ConnectingExternal', history: ['Connect', 'ConnectingExternal'] });

    await facade.close();
    await facade.open();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'ConnectingExternal', data: { connectorId: RDNS } } });

    answer();
    await expect(connected).resolves.toBe(true);
  });

  it('a requested view is still shown', async () => {
    const { facade } = await connectingHarness();
    await facade.open({ view: 'AllWallets' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('AllWallets');
  });

  it('a wallet answering after the visitor closed and opened another view connects, and leaves that view open', async () => {
    const { facade, connected, answer } = await connectingHarness();
    await facade.close();
    await facade.open({ view: 'AllWallets' });
    answer();
    await expect(connected).resolves.toBe(true);
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'AllWallets' } });
  });

  it('a wallet answering while its connecting view is still up closes the modal, as after any connect', async () => {
    const { facade, connected, answer } = await connectingHarness();
    answer();
    await expect(connected).resolves.toBe(true);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('once the connect has failed, open() shows Connect again', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    page.wallet.rejectNextRequests(1);
    await facade.open();
    await expect(facade.connect(RDNS)).resolves.toBe(false);
    await facade.close();
    await facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
  });

  it('a WalletConnect pairing waiting on its QR code keeps its view on open(); once the modal closed, open() starts over', async () => {
    // A peer that never scans: the pairing stays waiting.
    const walletConnect: WalletConnectPort = {
      pair: async () => ({ uri: 'wc:test@2?relay-protocol=irn&symKey=00', approval: new Promise<never>(() => undefined) }),
      restore: async () => undefined,
      disconnect: async () => undefined,
    };
    const { facade } = createHarness({ options: { ports: { walletConnect } } });
    await facade.ready;
    await facade.open();
    facade.navigate({ type: 'push', view: 'ConnectingWalletConnect' });
    void facade.walletConnect.start();
    await settle();
    expect(facade.stores.pairing.getSnapshot().phase).toBe('waiting');

    await facade.open();
    expect(facade.stores.modal.getSnapshot().router).toMatchObject({ view: 'ConnectingWalletConnect', history: ['Connect', 'ConnectingWalletConnect'] });
    expect(facade.stores.connection.getSnapshot().wcUri).toBe('wc:test@2?relay-protocol=irn&symKey=00');

    await facade.close();
    await facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
  });
});
