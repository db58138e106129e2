import type { AppKitOptions } from '../../application/options.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { createHarness, createPage } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';

type Answer = () => unknown;

/** What the demo wallet answers to the EIP-5792 / ERC-7811 calls; by default it does not know them. */
export interface WalletAssetAnswers {
  capabilities?: Answer;
  assets?: Answer;
}

const methodNotFound = (): never => {
  throw Object.assign(new Error('Method not found'), { code: -32601 });
};

/**
 * A harness for the account view flows: the msw virtual clock (its `settle` drives HTTP retries), a native
 * balance table that counts chain reads, and a demo wallet whose asset-discovery answers a test scripts.
 */
export function createAccountViewHarness(input: { readonly options?: Partial<AppKitOptions>; readonly wallet?: WalletAssetAnswers } = {}) {
  const clock = new VirtualClock(0);
  const page = createPage();
  const wallet: WalletAssetAnswers = { ...input.wallet };
  const original = page.wallet.request;
  page.wallet.request = (args) => {
    if (args.method === 'wallet_getCapabilities') return Promise.resolve().then(wallet.capabilities ?? methodNotFound);
    if (args.method === 'wallet_getAssets') return Promise.resolve().then(wallet.assets ?? methodNotFound);
    return original(args);
  };
  const nativeReads: string[] = [];
  const table = evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 10n ** 22n, [`eip155:31338:${ANVIL_ACCOUNT_0}`]: 5n * 10n ** 17n });
  const counting: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: async () => {
      const adapter = await table.load();
      return {
        ...adapter,
        getBalance: (network, address) => {
          nativeReads.push(network.caipNetworkId);
          return adapter.getBalance(network, address);
        },
      };
    },
  };
  const harness = createHarness({ page, options: { adapters: [counting], ...input.options, ports: { clock, ...input.options?.ports } } });
  return { ...harness, clock, wallet, nativeReads };
}

/** A promise a test resolves when it wants (a slow answer it controls). */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
