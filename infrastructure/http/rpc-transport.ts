import { fallback, http, type Transport } from 'viem';
import { RPC_TRANSPORT_DEFAULTS } from './rpc-urls.ts';

export { PROJECT_RPC_NETWORKS, RPC_TRANSPORT_DEFAULTS, rpcUrlsFor, type CustomRpcUrls, type RpcUrlOptions } from './rpc-urls.ts';

/** A viem transport over those URLs: JSON-RPC POST to each in turn, with the spec's timeout, batching and retry. */
export function createRpcTransport(urls: readonly string[]): Transport {
  const transports = urls.map((url) =>
    http(url, {
      timeout: RPC_TRANSPORT_DEFAULTS.timeoutMs,
      batch: { batchSize: RPC_TRANSPORT_DEFAULTS.batchSize },
      retryCount: RPC_TRANSPORT_DEFAULTS.retryCount,
      retryDelay: RPC_TRANSPORT_DEFAULTS.retryDelayMs,
    }),
  );
  return fallback(transports, { retryCount: 0 });
}
