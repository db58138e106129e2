import type { ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import type { SOLANA_FAMILY } from '../../../domain/chain-families/solana.family.ts';

/**
 * `walletport/chains/solana`: the solana adapter descriptor, a few bytes. Its Wallet Standard discovery
 * arrives when the modal starts listening for wallets and @solana/web3.js with `load()`, each by dynamic
 * import, so neither is in the page's first JavaScript.
 */
export function solanaAdapter(): ChainAdapterDescriptor {
  return {
    // The family's pure facts are its record; this descriptor adds what needs the SDK, loaded on demand.
    namespace: 'solana' satisfies (typeof SOLANA_FAMILY)['namespace'],
    load: (context) => import('./solana-adapter.ts').then((module) => module.createSolanaAdapter(context)),
    discovery: () => import('./wallet-standard-discovery.ts').then((module) => module.createWalletStandardDiscovery()),
  };
}
