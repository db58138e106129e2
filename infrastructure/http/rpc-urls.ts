import type { CaipNetwork } from '../../domain/network/network.ts';
import type { CustomRpcUrls } from '../../application/ports/chain-adapter.port.ts';
import { RETRY_DEFAULTS } from '../../domain/retry/retry-policy.ts';

// Kept apart from the viem transport: other families (Solana) order their URLs the same way without viem.

/** Spec §9 RPC transport defaults. The dedupe cache is viem's own request LRU (8192 entries). */
export const RPC_TRANSPORT_DEFAULTS = {
  timeoutMs: 10_000,
  batchSize: 1_000,
  fallbackPollingMs: 4_000,
  dedupeCacheSize: 8_192,
  retryCount: RETRY_DEFAULTS.retries,
  retryDelayMs: RETRY_DEFAULTS.baseDelayMs,
} as const;

/** Networks the project RPC host serves (spec §9 supported chain lists: mainnets and testnets, plus Solana). */
export const PROJECT_RPC_NETWORKS: ReadonlySet<string> = new Set([
  'eip155:1', 'eip155:10', 'eip155:42161', 'eip155:137', 'eip155:42220', 'eip155:1313161554', 'eip155:56', 'eip155:43114',
  'eip155:324', 'eip155:100', 'eip155:8453', 'eip155:7777777',
  'eip155:11155111', 'eip155:11155420', 'eip155:421614', 'eip155:80002', 'eip155:44787', 'eip155:1313161555', 'eip155:97',
  'eip155:43113', 'eip155:300', 'eip155:10200', 'eip155:84532', 'eip155:999999999',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]);

export type { CustomRpcUrls } from '../../application/ports/chain-adapter.port.ts';

export interface RpcUrlOptions {
  readonly projectId: string;
  /** Base URL of the project RPC host (endpoints.rpc). */
  readonly rpcHost: string;
  readonly customRpcUrls?: CustomRpcUrls | undefined;
}

/**
 * The RPC URLs of a network, in the order they are tried: custom URLs, then the project RPC host
 * (version 1, chainId and projectId query) for the networks it serves, then the network's own URLs.
 * An adapter's context fits `options`; without one (an adapter made outside an instance) only the
 * network's own URLs are known.
 */
export function rpcUrlsFor(network: CaipNetwork, options: RpcUrlOptions | undefined): readonly string[] {
  const custom = (options?.customRpcUrls?.[network.caipNetworkId] ?? []).map((entry) => entry.url);
  const project =
    options?.projectId && PROJECT_RPC_NETWORKS.has(network.caipNetworkId)
      ? [`${options.rpcHost}/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${encodeURIComponent(options.projectId)}`]
      : [];
  const own = [...(network.rpcUrls.chainDefault?.http ?? []), ...network.rpcUrls.default.http];
  return [...new Set([...custom, ...project, ...own].filter((url) => /^https?:\/\//.test(url)))];
}
