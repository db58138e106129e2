import type { ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import { createWalletStandardDiscovery } from './wallet-standard-discovery.ts';

/**
 * `walletport/chains/solana`: the solana adapter descriptor and its Wallet Standard discovery (a few
 * KiB); @solana/web3.js arrives with `load()`, so a site pays for it only when Solana is configured.
 */
export function solanaAdapter(): ChainAdapterDescriptor {
  return {
    namespace: 'solana',
    load: (context) => import('./solana-adapter.ts').then((module) => module.createSolanaAdapter(context)),
    discovery: () => createWalletStandardDiscovery(),
  };
}

export { createWalletStandardDiscovery } from './wallet-standard-discovery.ts';
