import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';

const RDNS = 'dev.walletport.demo';

describe('connecting a wallet that is on a chain the site does not configure', () => {
  it('keeps the modal open on UnsupportedChain, and switching to a supported network goes on to Account', async () => {
    // The wallet starts on 31337; only 31338 is configured.
    const { facade, page } = createHarness({ options: { networks: [CHAIN_B] } });
    await facade.ready;
    void facade.open();

    await expect(facade.connect(RDNS)).resolves.toBe(true);
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'UnsupportedChain' } });
    expect(facade.stores.network.getSnapshot().caipNetwork).toBeUndefined();
    expect(facade.account().getSnapshot()).toMatchObject({ isConnected: true, address: ANVIL_ACCOUNT_0 });

    await facade.switchNetwork(CHAIN_B);
    await settle();
    expect(page.wallet.currentChainId).toBe(31338);
    expect(facade.stores.network.getSnapshot().caipNetwork?.caipNetworkId).toBe(CHAIN_B.caipNetworkId);
    expect(facade.account().getSnapshot().caipAddress).toBe(`eip155:31338:${ANVIL_ACCOUNT_0}`);
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'Account' } });
  });

  it('a wallet on a configured chain still closes the modal on connect', async () => {
    const { facade } = createHarness();
    await facade.ready;
    void facade.open();
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: false, router: { view: 'Account' } });
  });

  it('with unsupported chains allowed, connecting closes the modal as usual', async () => {
    const { facade } = createHarness({ options: { networks: [CHAIN_B], allowUnsupportedChain: true } });
    await facade.ready;
    void facade.open();
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });
});
