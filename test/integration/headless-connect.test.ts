import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { CHAIN_A, createHarness, settle } from '../fakes/app-kit-harness.ts';

const RDNS = 'dev.walletport.demo';

/** The host page's seat: it connects through the core's command (the one the wagmi connector uses), not the modal. */
describe('a connect the host page starts with the modal closed', () => {
  it('connects, and the modal stays closed with its view stack as it was', async () => {
    const { facade } = createHarness();
    await facade.ready;
    const before = facade.stores.modal.getSnapshot().router;

    await expect(facade.connect(RDNS)).resolves.toBe(true);
    await settle();

    expect(facade.account().getSnapshot()).toMatchObject({ isConnected: true, address: ANVIL_ACCOUNT_0 });
    const modal = facade.stores.modal.getSnapshot();
    expect(modal.open).toBe(false);
    expect(modal.router).toEqual(before);
  });

  it('a wallet that then moves to a network the site does not configure opens UnsupportedChain, as the spec asks', async () => {
    const { facade, page } = createHarness({ options: { networks: [CHAIN_A] } });
    await facade.ready;
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);

    await page.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    await settle();

    expect(facade.stores.network.getSnapshot().caipNetwork).toBeUndefined();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'UnsupportedChain' } });
  });

  it('a connect the visitor starts in the open modal still shows ConnectingExternal, then closes on Account', async () => {
    const { facade } = createHarness();
    await facade.ready;
    void facade.open();
    const views: string[] = [];
    const stop = facade.stores.modal.subscribe((state) => void views.push(state.router.view));

    await expect(facade.connect(RDNS)).resolves.toBe(true);
    await settle();
    stop();

    expect(views).toContain('ConnectingExternal');
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: false, router: { view: 'Account' } });
  });
});
