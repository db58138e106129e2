import { Connection } from '@solana/web3.js';
import type { ChainAdapterContext } from '../../../application/ports/chain-adapter.port.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { RPC_TRANSPORT_DEFAULTS, rpcUrlsFor } from '../../http/rpc-urls.ts';

type FetchInit = Parameters<typeof fetch>[1];

/**
 * A fetch for web3.js that tries the network's URLs in the spec's order (custom, project host, own)
 * and turns what a node answers wrongly into catalogue errors: a 429 or 5xx moves on to the next URL,
 * a body that is not JSON-RPC is refused before web3.js reads it.
 */
function fallbackFetch(urls: readonly string[]) {
  return async (_input: unknown, init?: FetchInit): Promise<Response> => {
    // The first URL's failure is reported: it is the one the integrator chose (custom URLs come first).
    let first: unknown;
    for (const url of urls) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(RPC_TRANSPORT_DEFAULTS.timeoutMs) });
      } catch (cause) {
        first ??= catalogueError('HTTP_NETWORK', { cause, details: url });
        continue;
      }
      if (!response.ok) {
        first ??= catalogueError('HTTP_STATUS', { params: { status: response.status }, details: url });
        continue;
      }
      const text = await response.text();
      if (!isJsonRpcBody(text)) {
        first ??= catalogueError('HTTP_INVALID_BODY', { details: url });
        continue;
      }
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    throw first ?? catalogueError('HTTP_NETWORK', { details: 'no RPC URL for this network' });
  };
}

function isJsonRpcBody(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    const items = Array.isArray(body) ? body : [body];
    return items.length > 0 && items.every((item: unknown) => typeof item === 'object' && item !== null && ('result' in item || 'error' in item));
  } catch {
    return false;
  }
}

/** Whatever a read throws (web3.js's own checks of the result included) leaves as a catalogue error. */
export async function readChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (WalletportError.is(error)) throw error;
    throw catalogueError('HTTP_INVALID_BODY', { cause: error, details: error instanceof Error ? error.message.slice(0, 200) : undefined });
  }
}

/** One web3.js connection per network, over the network's RPC URLs; no WebSocket (confirmation polls). */
export function solanaConnections(context: ChainAdapterContext | undefined): (network: CaipNetwork) => Connection {
  const connections = new Map<string, Connection>();
  return (network) => {
    let found = connections.get(network.caipNetworkId);
    if (!found) {
      const urls = rpcUrlsFor(network, { projectId: context?.projectId ?? '', rpcHost: context?.rpcHost ?? '', customRpcUrls: context?.customRpcUrls });
      found = new Connection(urls[0] ?? 'http://127.0.0.1:8899', {
        commitment: 'confirmed',
        fetch: fallbackFetch(urls) as unknown as typeof fetch,
        // The fallback above moves on from a 429 itself; web3.js's own retry would wait seconds per attempt.
        disableRetryOnRateLimit: true,
      });
      connections.set(network.caipNetworkId, found);
    }
    return found;
  };
}
