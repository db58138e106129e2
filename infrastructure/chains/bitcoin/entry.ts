import type { ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import type { BITCOIN_FAMILY } from '../../../domain/chain-families/bitcoin.family.ts';

/**
 * `walletport/chains/bitcoin`: the bip122 adapter descriptor, a few bytes. The wallet discovery (the
 * Wallet Standard's bitcoin wallets, Xverse and Unisat) arrives when the modal starts listening for
 * wallets and the adapter with `load()`, each by dynamic import; bitcoinjs-lib only with a first send.
 */
export function bitcoinAdapter(): ChainAdapterDescriptor {
  return {
    // The family's pure facts are its record; this descriptor adds what needs the SDK, loaded on demand.
    namespace: 'bip122' satisfies (typeof BITCOIN_FAMILY)['namespace'],
    load: (context) => import('./bitcoin-adapter.ts').then((module) => module.createBitcoinAdapter(context)),
    discovery: () => import('./bitcoin-discovery.ts').then((module) => module.createBitcoinDiscovery()),
  };
}
