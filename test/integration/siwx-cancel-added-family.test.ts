import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { createMemorySiwx } from '../fakes/memory-siwx.ts';
import { SOLANA_MAINNET, recordEvents, signingAdapter, stubSolanaAdapter } from '../fakes/flow-fixtures.ts';

const EVM_SESSION = {
  data: { nonce: 'n', domain: 'example.test', uri: 'https://example.test', version: '1', chainId: CHAIN_A.caipNetworkId, accountAddress: ANVIL_ACCOUNT_0 },
  message: 'signed before',
  signature: '0xabc',
};

/** EVM connected and signed in (sign-in required); a Solana wallet is being added. */
async function signedInOnEvmAddingSolana() {
  const siwx = createMemorySiwx({ required: true, sessions: [EVM_SESSION] });
  const harness = createHarness({
    options: { siwx: siwx.config, networks: [CHAIN_A, CHAIN_B, SOLANA_MAINNET], adapters: [signingAdapter(async () => '0xsignature'), stubSolanaAdapter()] },
  });
  await harness.facade.ready;
  expect(await harness.facade.connect('dev.walletport.demo')).toBe(true);
  await settle();
  expect(harness.facade.flows.siwx.state.getSnapshot()).toMatchObject({ hasSession: true });
  expect(harness.facade.stores.modal.getSnapshot().open).toBe(false);
  const solanaId = harness.page.scriptedWallets.announce('solana');
  expect(await harness.facade.connect(solanaId, 'solana')).toBe(true);
  await settle();
  expect(harness.facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'SIWXSignMessage' } });
  return { ...harness, siwx, events: recordEvents(harness.facade) };
}

describe('cancelling sign-in for a family being added', () => {
  it('ends only that family: the family already signed in stays connected, in use, with its session', async () => {
    const { facade, siwx, events } = await signedInOnEvmAddingSolana();
    await facade.flows.siwx.commands.cancel();
    await settle();
    const accounts = facade.stores.accounts.getSnapshot();
    expect(accounts.solana?.status ?? 'disconnected').toBe('disconnected');
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
    expect(facade.state.getSnapshot().activeChain).toBe('eip155');
    expect(facade.account().getSnapshot().isConnected).toBe(true);
    expect(siwx.sessions()).toEqual([EVM_SESSION]);
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ hasSession: true });
    // The visitor is back on the account still connected, not on Connect.
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    expect(events.names()).toContain('CLICK_CANCEL_SIWX');
    facade.destroy();
  });
});
