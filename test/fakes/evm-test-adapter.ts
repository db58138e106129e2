import type { ChainAdapter, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { createEvmAdapter } from '../../infrastructure/chains/evm/evm-adapter.ts';

/**
 * The real EVM adapter with balances answered from a table instead of a node: native ones under
 * `caipNetworkId:address`. Token balances and fees are not read (the send checks the token's listed
 * balance and only that some native currency is left for the fee), so nothing here reaches a network.
 */
export function evmAdapterWithBalances(balances: Readonly<Record<string, bigint>>): ChainAdapterDescriptor {
  return {
    namespace: 'eip155',
    load: async () => {
      const { getTokenBalance: _reads, estimateSendFee: _estimates, ...real } = createEvmAdapter();
      const adapter: ChainAdapter = {
        ...real,
        getBalance: async (network, address) => ({
          value: balances[`${network.caipNetworkId}:${address}`] ?? 0n,
          decimals: network.nativeCurrency.decimals,
          symbol: network.nativeCurrency.symbol,
        }),
      };
      return adapter;
    },
  };
}
