import { Connection } from '@solana/web3.js';
import type { ChainAdapterContext } from '../../../application/ports/chain-adapter.port.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { fetchFirstAnswering } from '../../http/first-answering-url.ts';
import { rpcUrlsFor } from '../../http/rpc-urls.ts';

type FetchInit = Parameters<typeof fetch>[1];

/**
 * A fetch for web3.js that tries the network's URLs in the spec's order (custom, project host, own)
 * and turns what a node answers wrongly into catalogue errors: a 429 or 5xx moves on to the next URL,
 * a body that is not JSON-RPC is refused before web3.js reads it.
 */
function fallbackFetch(urls: readonly string[]) {
  return async (_input: unknown, init?: FetchInit): Promise<Response> => {
    const { text } = await fetchFirstAnswering(urls, init, ({ url, response, text: body }) => {
      if (!response.ok) return catalogueError('HTTP_STATUS', { params: { status: response.status }, details: url });
      return isJsonRpcBody(body) ? undefined : catalogueError('HTTP_INVALID_BODY', { details: url });
    });
    return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
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
      const urls = rpcUrlsFor(network, context);
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
