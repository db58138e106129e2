import { InternalRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { ERRORS, type ErrorCode } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { errorText } from '../../presentation/components/error-text.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { createMemorySiwx } from '../fakes/memory-siwx.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';

/** What a wallet built on viem throws: the library's whole dump as the message, "Version: viem@…" included. */
type Fault = 'declined' | 'failed';
const dumpOf = (fault: Fault): Error =>
  fault === 'declined' ? new UserRejectedRequestError(new Error('User rejected the request.')) : new InternalRpcError(new Error('execution reverted'));

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: CHAIN_A.caipNetworkId, price: 0, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' };

/** The real EVM adapter, funded, whose sign-in signature is asked of the wallet as `sign` does. */
function walletSigningAdapter(sign: () => Promise<unknown>): ChainAdapterDescriptor {
  const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
  return { namespace: 'eip155', load: async () => ({ ...(await base.load()), signMessage: async () => String(await sign()) }) };
}

/** The demo wallet, whose answer to `method` is the dump; the real EVM adapter (viem) between it and the modal. */
function siteWhoseWalletThrows(method: string, fault: Fault, options: { readonly siwx?: boolean } = {}) {
  const siwx = createMemorySiwx();
  const harness = createHarness({
    options: {
      ...(options.siwx ? { siwx: siwx.config } : {}),
      // Signing goes through the wallet as a real adapter's would, so the dump comes from the wallet.
      adapters: [walletSigningAdapter(() => harness.page.wallet.request({ method: 'personal_sign', params: [] }))],
    },
  });
  const answer = harness.page.wallet.request;
  harness.page.wallet.request = async (request) => {
    if (request.method === method) throw dumpOf(fault);
    return answer(request);
  };
  return harness;
}

/** The text a view shows for the error: the catalogue's, and nothing of the library's dump. */
function expectShown(error: WalletportError | undefined, code: ErrorCode): void {
  expect(error?.code).toBe(code);
  const shown = errorText(error as WalletportError);
  expect(shown).toBe(ERRORS[code].message);
  expect(shown).not.toMatch(/viem|Version:|Details:|Request Arguments/);
}

describe("a wallet's library error dump never reaches the visitor, at every step", () => {
  it.each([['declined', 'USER_REJECTED'], ['failed', 'CONNECTION_FAILED']] as const)('connect %s: %s', async (fault, code) => {
    const { facade, reports } = siteWhoseWalletThrows('eth_requestAccounts', fault);
    await facade.ready;
    expect(await facade.connect('dev.walletport.demo')).toBe(false);
    expectShown(facade.stores.accounts.getSnapshot().eip155?.error, code);
    if (fault === 'failed') expect(String((reports[0]?.error as Error | undefined)?.message)).toContain('execution reverted');
    facade.destroy();
  });

  it.each([['declined', 'SWITCH_DECLINED'], ['failed', 'CHAIN_NOT_SUPPORTED']] as const)('switch %s: %s, and the network stays', async (fault, code) => {
    const { facade } = siteWhoseWalletThrows('wallet_switchEthereumChain', fault);
    await facade.ready;
    expect(await facade.connect('dev.walletport.demo')).toBe(true);
    await expect(facade.switchNetwork(CHAIN_B)).rejects.toBeDefined();
    expectShown(facade.stores.network.getSnapshot().error, code);
    expect(facade.stores.network.getSnapshot().caipNetwork?.caipNetworkId).toBe(CHAIN_A.caipNetworkId);
    facade.destroy();
  });

  it.each([['declined', 'SIWX_SIGNATURE_DECLINED'], ['failed', 'SIWX_SIGNATURE_FAILED']] as const)('sign-in %s: %s', async (fault, code) => {
    const { facade } = siteWhoseWalletThrows('personal_sign', fault, { siwx: true });
    await facade.ready;
    expect(await facade.connect('dev.walletport.demo')).toBe(true);
    await settle();
    await facade.flows.siwx.commands.requestSignature();
    expectShown(facade.flows.siwx.state.getSnapshot().error, code);
    facade.destroy();
  });

  it.each([['declined', 'SEND_DECLINED'], ['failed', 'UNEXPECTED_ERROR']] as const)('send %s: %s; the details go to the error report', async (fault, code) => {
    const { facade, reports } = siteWhoseWalletThrows('eth_sendTransaction', fault);
    await facade.ready;
    expect(await facade.connect('dev.walletport.demo')).toBe(true);
    facade.flows.send.commands.setToken(ETH);
    facade.flows.send.commands.setAmount(1);
    facade.flows.send.commands.setReceiver({ address: RECEIVER });
    expect(await facade.flows.send.commands.send()).toBe(false);
    expectShown(facade.flows.send.state.getSnapshot().error, code);
    if (fault === 'failed') {
      const reported = reports.find((report) => report.context === 'send failed')?.error as Error | undefined;
      expect(reported?.message).toContain('execution reverted');
    }
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
    facade.destroy();
  });
});
