import type { ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import type { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';

/**
 * `walletport/chains/evm`: the eip155 adapter descriptor. It is a few bytes; viem arrives with
 * `load()`, so a page pays for the EVM SDK only when eip155 is configured.
 */
export function evmAdapter(): ChainAdapterDescriptor {
  return {
    // The family's pure facts are its record; this descriptor adds what needs the SDK, loaded on demand.
    namespace: 'eip155' satisfies (typeof EVM_FAMILY)['namespace'],
    load: (context) => import('./evm-adapter.ts').then((module) => module.createEvmAdapter(context)),
  };
}

export { defineEvmNetwork, type EvmNetworkInput } from './define-network.ts';
