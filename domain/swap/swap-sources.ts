import { SWAP_NETWORKS } from './swap-constants.ts';

/** A site's own Uniswap V2 router on one network and the ERC-20 contracts it offers there. */
export interface UniswapV2Router {
  readonly router: `0x${string}`;
  readonly tokens: readonly `0x${string}`[];
}

/**
 * Where swaps come from, per network (CAIP-2): a site's Uniswap V2 router where the site names one,
 * else Reown's convert API on its networks (with a projectId, as AppKit).
 */
export interface SwapSourcesConfig {
  readonly uniswapV2: Readonly<Record<string, UniswapV2Router>>;
  /** AppKit's swap networks unless the site names others (a convert-API-compatible server of its own). */
  readonly convertNetworks: readonly string[];
}

export type SwapSourceKind = 'uniswapV2' | 'convert';

const EVM_NETWORK = /^eip155:[1-9]\d{0,31}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** No router offers thousands of tokens in a picker, and no site lists thousands of networks. */
const MAX_ENTRIES = 200;

const isEvmAddress = (value: unknown): value is `0x${string}` => typeof value === 'string' && EVM_ADDRESS.test(value);

/**
 * The `swapSources` option from untyped JavaScript: a router entry needs an EVM network id and a router
 * address (its tokens keep only EVM addresses); a network list keeps only EVM network ids. Anything
 * else is left out, not thrown, so a typo turns a source off rather than breaking the page.
 */
export function resolveSwapSources(value: unknown): SwapSourcesConfig {
  const option = typeof value === 'object' && value !== null ? (value as { uniswapV2?: unknown; convertNetworks?: unknown }) : {};
  const routers = typeof option.uniswapV2 === 'object' && option.uniswapV2 !== null ? Object.entries(option.uniswapV2).slice(0, MAX_ENTRIES) : [];
  const uniswapV2 = Object.fromEntries(
    routers.flatMap(([network, entry]) => {
      const { router, tokens } = typeof entry === 'object' && entry !== null ? (entry as { router?: unknown; tokens?: unknown }) : {};
      if (!EVM_NETWORK.test(network) || !isEvmAddress(router)) return [];
      const listed = Array.isArray(tokens) ? tokens.filter(isEvmAddress).slice(0, MAX_ENTRIES) : [];
      return [[network, { router, tokens: listed }] as const];
    }),
  );
  const convertNetworks = Array.isArray(option.convertNetworks)
    ? option.convertNetworks.filter((network): network is string => typeof network === 'string' && EVM_NETWORK.test(network)).slice(0, MAX_ENTRIES)
    : SWAP_NETWORKS;
  return { uniswapV2, convertNetworks };
}

/**
 * Which source swaps on a network, if any: the site's router wins where it names one; the convert API
 * serves its networks only with a projectId (without one AppKit sends nothing to Reown's services).
 */
export function swapSourceFor(config: SwapSourcesConfig, caipNetworkId: string | undefined, hasProjectId: boolean): SwapSourceKind | undefined {
  if (caipNetworkId === undefined) return undefined;
  if (Object.hasOwn(config.uniswapV2, caipNetworkId)) return 'uniswapV2';
  return hasProjectId && config.convertNetworks.includes(caipNetworkId) ? 'convert' : undefined;
}
