import { fallback, http, type Transport } from 'viem';
import { isProxyUrl, RPC_TRANSPORT_DEFAULTS, type RpcUrlOptions } from './rpc-urls.ts';

export { PROJECT_RPC_NETWORKS, RPC_TRANSPORT_DEFAULTS, rpcUrlsFor, type CustomRpcUrls, type RpcUrlOptions } from './rpc-urls.ts';

/**
 * A viem transport over those URLs: JSON-RPC POST to each in turn, with the spec's timeout, batching and
 * retry. Requests to the RPC proxy go as `text/plain`, as AppKit sends them (appkit-utils
 * CaipNetworkUtil.ts:221-228): a simple request, so the browser sends no CORS preflight before each call.
 */
export function createRpcTransport(urls: readonly string[], options?: RpcUrlOptions): Transport {
  const transports = urls.map((url) =>
    http(url, {
      timeout: RPC_TRANSPORT_DEFAULTS.timeoutMs,
      batch: { batchSize: RPC_TRANSPORT_DEFAULTS.batchSize },
      retryCount: RPC_TRANSPORT_DEFAULTS.retryCount,
      retryDelay: RPC_TRANSPORT_DEFAULTS.retryDelayMs,
      ...(isProxyUrl(url, options) ? { fetchOptions: { headers: { 'Content-Type': 'text/plain' } } } : {}),
    }),
  );
  return fallback(transports, { retryCount: 0 });
}
