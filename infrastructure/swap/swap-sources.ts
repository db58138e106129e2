import type { RemoteConfig } from '../../application/endpoints.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { SwapSourcePort, SwapSources } from '../../application/ports/swap-source.port.ts';
import { swapSourceFor, type SwapSourcesConfig } from '../../domain/swap/swap-sources.ts';

export interface SwapSourcesContext {
  readonly config: SwapSourcesConfig;
  readonly remote: RemoteConfig;
  readonly http: HttpPort;
  readonly blockchainApi: BlockchainApiPort;
}

/**
 * Each network's swap source, as the site configured it (see swapSourceFor). A source's code comes
 * from the EVM adapter the first time a network needs it, so a site whose visitors never open the Swap
 * view never downloads it, and a site without EVM networks never carries it. One source per network,
 * kept for the instance.
 */
export function createSwapSources(context: SwapSourcesContext): SwapSources {
  const loaded = new Map<string, Promise<SwapSourcePort>>();
  return {
    async load(network, chain) {
      const id = network.caipNetworkId;
      const kind = swapSourceFor(context.config, id, context.remote.projectId !== '');
      if (kind === undefined) return undefined;
      let source = loaded.get(id);
      if (!source) {
        source = chain.factories().then((factories) =>
          kind === 'uniswapV2'
            ? factories.uniswapV2(context.config.uniswapV2, {
                call: (_network, to, data) => chain.call(to, data),
                gasPrice: () => chain.gasPrice(),
                nativeCurrency: () => network.nativeCurrency,
                latestBlockTime: () => chain.latestBlockTime(),
              })
            : factories.convert(context.http, context.remote, (caipNetworkId) => context.blockchainApi.servesNetwork?.(caipNetworkId) ?? Promise.resolve(true)),
        );
        // A chunk that failed to load is asked for again next time.
        source.catch(() => loaded.delete(id));
        loaded.set(id, source);
      }
      return source;
    },
  };
}
