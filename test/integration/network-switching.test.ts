import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';
import { createHarness, settle, CHAIN_A, CHAIN_B } from '../fakes/app-kit-harness.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';

describe('switching networks through the connected wallet', () => {
  it('switches through the wallet and updates network, CAIP address and balance', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.switchNetwork(CHAIN_B);
    expect(page.wallet.currentChainId).toBe(31338);
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31338');
    expect(facade.account().getSnapshot().caipAddress).toBe(`eip155:31338:${ANVIL_ACCOUNT_0}`);
    await settle();
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(5n * 10n ** 17n);
  });

  it('adds the chain when the wallet answers 4902, then switches', async () => {
    const target = new EventTarget();
    const wallet = new DemoWallet({ chains: { '31337': 'http://127.0.0.1:1' }, initialChainId: 31337 });
    announceWallet(wallet, target);
    const page = { target, wallet, announce: () => () => undefined };
    const { facade } = createHarness({ page, announce: false });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.switchNetwork('eip155:31338');
    expect(wallet.currentChainId).toBe(31338);
  });

  it('a network that is not configured is rejected and the state is unchanged', async () => {
    const { facade } = createHarness();
    await facade.ready;
    await expect(facade.switchNetwork('eip155:999')).rejects.toThrow(ERRORS.NETWORK_NOT_FOUND.message);
    expect(facade.state.getSnapshot().selectedNetworkId).toBe(CHAIN_A.caipNetworkId);
  });

  it("a failed switch says 'Chain is not supported' and keeps the previous network", async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    page.wallet.request = async () => {
      throw Object.assign(new Error('nope'), { code: -32000 });
    };
    await expect(facade.switchNetwork(CHAIN_B)).rejects.toThrow(ERRORS.CHAIN_NOT_SUPPORTED.message);
    expect(facade.stores.network.getSnapshot()).toMatchObject({ switching: false, error: expect.objectContaining({ code: 'CHAIN_NOT_SUPPORTED' }) });
    expect(facade.state.getSnapshot().selectedNetworkId).toBe(CHAIN_A.caipNetworkId);
  });

  it('without a connection, switching just selects the network', async () => {
    const { facade } = createHarness();
    await facade.ready;
    await facade.switchNetwork(CHAIN_B);
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31338');
  });

  it('a wallet moving to an unconfigured chain opens UnsupportedChain', async () => {
    const extra = defineEvmNetwork({ id: 1, name: 'Mainnet', rpcUrl: 'http://127.0.0.1:3' });
    const { facade, page } = createHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await page.wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1', rpcUrls: [extra.rpcUrls.default.http[0]] }] });
    await page.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('UnsupportedChain');
    await facade.switchNetwork(CHAIN_A);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
  });
});
