import { describe, expect, it } from 'vitest';
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
});
