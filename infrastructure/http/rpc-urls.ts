import type { CaipNetwork } from '../../domain/network/network.ts';
import type { CustomRpcUrls } from '../../application/ports/chain-adapter.port.ts';
import { publicRpcUrlsOf } from '../../domain/network/catalogue/public-rpc-urls.ts';
import { RETRY_DEFAULTS } from '../../domain/retry/retry-policy.ts';
import { RPC_PROXY_CHAINS, RPC_PROXY_HOST } from './rpc-proxy-chains.ts';

// Kept apart from the viem transport: other families (Solana) order their URLs the same way without viem.

/** RPC transport defaults. The dedupe cache is viem's own request LRU (8192 entries). */
export const RPC_TRANSPORT_DEFAULTS = {
  timeoutMs: 10_000,
  batchSize: 1_000,
  fallbackPollingMs: 4_000,
  dedupeCacheSize: 8_192,
  retryCount: RETRY_DEFAULTS.retries,
  retryDelayMs: RETRY_DEFAULTS.baseDelayMs,
} as const;

/** The chains the RPC proxy serves (AppKit 1.7.6's list; see rpc-proxy-chains.ts). */
export const PROJECT_RPC_NETWORKS: ReadonlySet<string> = RPC_PROXY_CHAINS;

export type { CustomRpcUrls } from '../../application/ports/chain-adapter.port.ts';

export interface RpcUrlOptions {
  readonly projectId: string;
  /** Base URL of the project RPC host (endpoints.rpc). */
  readonly rpcHost: string;
  readonly customRpcUrls?: CustomRpcUrls | undefined;
}

/**
 * The RPC URLs of a network, in the order they are tried: custom URLs, then the RPC proxy (version 1,
 * chainId and projectId query) for the chains it serves, then the network's own URLs. Any URL on the proxy
 * is completed with chainId and projectId, and left out when the proxy would refuse it (no project id, or a
 * chain it has no provider for), so no request carries an empty `projectId=`. When nothing is left, the
 * catalogue's public endpoints for the chain are used. An adapter's context fits `options`; without one (an
 * adapter made outside an instance) only the network's own URLs are known.
 */
export function rpcUrlsFor(network: CaipNetwork, options: RpcUrlOptions | undefined): readonly string[] {
  const usable = (url: string): string | undefined => (isProxyUrl(url, options) ? completedProxyUrl(url, network, options) : url);
  const chosen = unique([...customUrls(network, options), rpcProxyUrl(network.caipNetworkId, options), ...ownUrls(network)].map((url) => url && usable(url)));
  return chosen.length > 0 ? chosen : publicRpcUrlsOf(network.caipNetworkId);
}

/**
 * The URLs of a REST API the RPC proxy does not serve (Bitcoin's esplora): custom URLs, then the network's
 * own, leaving out any on the proxy, else the catalogue's public endpoints for the chain.
 */
export function restUrlsFor(network: CaipNetwork, options: RpcUrlOptions | undefined): readonly string[] {
  const chosen = unique([...customUrls(network, options), ...ownUrls(network)].filter((url) => !isProxyUrl(url, options)));
  return chosen.length > 0 ? chosen : publicRpcUrlsOf(network.caipNetworkId).filter((url) => !isProxyUrl(url, options));
}

/** The proxy URL of a chain, or undefined when the proxy would refuse it (no project id, an unserved chain). */
export function rpcProxyUrl(caipNetworkId: string, options: RpcUrlOptions | undefined): string | undefined {
  if (!options?.projectId || !RPC_PROXY_CHAINS.has(caipNetworkId)) return undefined;
  const url = new URL(`${options.rpcHost.replace(/\/+$/, '')}/v1/`);
  url.searchParams.set('chainId', caipNetworkId);
  url.searchParams.set('projectId', options.projectId);
  return url.toString();
}

const customUrls = (network: CaipNetwork, options: RpcUrlOptions | undefined): string[] =>
  (options?.customRpcUrls?.[network.caipNetworkId] ?? []).map((entry) => entry.url);

const ownUrls = (network: CaipNetwork): string[] => [...(network.rpcUrls.chainDefault?.http ?? []), ...network.rpcUrls.default.http];

function unique(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => url !== undefined && /^https?:\/\//.test(url)))];
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** On Reown's proxy host, or under the configured proxy's `/v1` (a self-hosted or stand-in proxy). */
export function isProxyUrl(url: string, options: RpcUrlOptions | undefined): boolean {
  if (parseUrl(url)?.host === RPC_PROXY_HOST) return true;
  const base = options?.rpcHost.replace(/\/+$/, '');
  return base !== undefined && base !== '' && (url.startsWith(`${base}/v1?`) || url.startsWith(`${base}/v1/`) || url === `${base}/v1`);
}

/**
 * A proxy URL with the chainId and projectId it lacks (AppKit's networks carry the bare
 * `https://rpc.walletconnect.org/v1`), or undefined when the proxy would refuse it.
 */
function completedProxyUrl(raw: string, network: CaipNetwork, options: RpcUrlOptions | undefined): string | undefined {
  const url = parseUrl(raw);
  if (url === undefined) return undefined;
  if (url.pathname.endsWith('/v1')) url.pathname = `${url.pathname}/`;
  if (!url.searchParams.get('chainId')) url.searchParams.set('chainId', network.caipNetworkId);
  if (!url.searchParams.get('projectId') && options?.projectId) url.searchParams.set('projectId', options.projectId);
  const chainId = url.searchParams.get('chainId') ?? '';
  return url.searchParams.get('projectId') && RPC_PROXY_CHAINS.has(chainId) ? url.toString() : undefined;
}
