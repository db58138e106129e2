import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { createEvmAdapter } from '../../infrastructure/chains/evm/evm-adapter.ts';

/** The real EVM adapter with balances answered from a table instead of a node. */
export function evmAdapterWithBalances(balances: Readonly<Record<string, bigint>>): ChainAdapterDescriptor {
  return {
    namespace: 'eip155',
    load: async () => {
      const real = createEvmAdapter();
      return {
        ...real,
        getBalance: async (network, address) => ({
          value: balances[`${network.caipNetworkId}:${address}`] ?? 0n,
          decimals: network.nativeCurrency.decimals,
          symbol: network.nativeCurrency.symbol,
        }),
      };
    },
  };
}
