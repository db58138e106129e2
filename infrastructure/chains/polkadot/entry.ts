import type { ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import type { POLKADOT_FAMILY } from '../../../domain/chain-families/polkadot.family.ts';

/**
 * `walletport/chains/polkadot`: the polkadot adapter descriptor, a few bytes. The discovery of browser
 * extensions (`window.injectedWeb3`) arrives when the modal starts listening for wallets and the adapter
 * with `load()`, each by dynamic import. A balance is one `state_getStorage` read decoded in place, without
 * `@polkadot/api`.
 */
export function polkadotAdapter(): ChainAdapterDescriptor {
  return {
    // The family's pure facts are its record; this descriptor adds what needs the SDK, loaded on demand.
    namespace: 'polkadot' satisfies (typeof POLKADOT_FAMILY)['namespace'],
    load: (context) => import('./polkadot-adapter.ts').then((module) => module.createPolkadotAdapter(context)),
    discovery: () => import('./injected-web3-discovery.ts').then((module) => module.createInjectedWeb3Discovery()),
  };
}
