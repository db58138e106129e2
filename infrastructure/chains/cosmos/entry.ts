import type { ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import type { COSMOS_FAMILY } from '../../../domain/chain-families/cosmos.family.ts';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import type { KeplrInjectionPoint } from './keplr-injection-points.ts';
import type { CosmosOfflineSigner } from './offline-signer-types.ts';

export type { KeplrInjectionPoint } from './keplr-injection-points.ts';
export type { CosmosOfflineSigner, CosmosSignerAccount, CosmosStdSignature, CosmosDirectSignDoc, CosmosAminoSignDoc, CosmosCoin } from './offline-signer-types.ts';

/** Options of `cosmosAdapter`. */
export interface CosmosAdapterOptions {
  /**
   * Further Keplr-compatible wallets, each at `window[global]`, beside Keplr, Leap and Cosmostation.
   * Cosmos has no announce standard, so a site names the other wallets it knows here.
   */
  readonly wallets?: readonly KeplrInjectionPoint[];
}

/**
 * `walletport/chains/cosmos`: the cosmos adapter descriptor, a few bytes. The Keplr-compatible discovery
 * arrives when the modal starts listening for wallets and the adapter with `load()`, each by dynamic
 * import. A balance is one `abci_query` of the bank module, decoded with cosmjs-types' query module
 * (loaded on the first read), without @cosmjs/stargate.
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapterDescriptor {
  const wallets = [...(options.wallets ?? [])];
  return {
    // The family's pure facts are its record; this descriptor adds what needs the SDK, loaded on demand.
    namespace: 'cosmos' satisfies (typeof COSMOS_FAMILY)['namespace'],
    load: (context) => import('./cosmos-adapter.ts').then((module) => module.createCosmosAdapter(context)),
    discovery: () => import('./keplr-discovery.ts').then((module) => module.createKeplrDiscovery(wallets)),
  };
}

/**
 * A cosmjs signer over the connected wallet's provider (`appKit.getProvider('cosmos')`), for
 * `SigningStargateClient.connectWithSigner(rpc, signer)`. It speaks WalletConnect's Cosmos methods, so a
 * browser wallet and a WalletConnect session sign alike; `chainId` is the chain the documents are for.
 */
export function cosmosOfflineSigner(provider: WalletProvider, chainId: string): Promise<CosmosOfflineSigner> {
  return import('./cosmos-offline-signer.ts').then((module) => module.createCosmosOfflineSigner(provider, chainId));
}
