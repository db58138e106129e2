import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapterContext } from '../../../application/ports/chain-adapter.port.ts';
import { bitcoin, bitcoinTestnet } from '../../../domain/network/catalogue/bitcoin.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { esploraClient } from './bitcoin-esplora.ts';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TXID = 'a'.repeat(64);
const STATS = { funded_txo_sum: 0, spent_txo_sum: 0 };

/** Records every request and answers it as an esplora API would, so no test leaves the machine. */
function recordRequests(): { method: string; url: string }[] {
  const seen: { method: string; url: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    seen.push({ method: init?.method ?? 'GET', url });
    return url.endsWith('/tx') ? new Response(TXID) : Response.json({ chain_stats: STATS, mempool_stats: STATS });
  });
  return seen;
}

const context = (projectId: string, customRpcUrls: ChainAdapterContext['customRpcUrls'] = {}): ChainAdapterContext => ({ projectId, rpcHost: 'https://rpc.walletconnect.org', customRpcUrls });

afterEach(() => vi.restoreAllMocks());

describe('where the esplora client reads and broadcasts', () => {
  it.each([
    [bitcoin, 'https://mempool.space/api'],
    [bitcoinTestnet, 'https://mempool.space/testnet/api'],
  ] as const)('network %#: the public esplora API by default, with or without a project id', async (network, api) => {
    for (const projectId of ['p1', '']) {
      const seen = recordRequests();
      const client = esploraClient(network, context(projectId));
      await client.balance(ADDRESS);
      expect(await client.broadcast('00')).toBe(TXID);
      expect(seen).toEqual([
        { method: 'GET', url: `${api}/address/${ADDRESS}` },
        { method: 'POST', url: `${api}/tx` },
      ]);
      vi.restoreAllMocks();
    }
  });

  it('an esplora API in customRpcUrls comes first', async () => {
    const seen = recordRequests();
    await esploraClient(bitcoin, context('p1', { [bitcoin.caipNetworkId]: [{ url: 'https://esplora.example/api/' }] })).balance(ADDRESS);
    expect(seen.map((request) => request.url)).toEqual([`https://esplora.example/api/address/${ADDRESS}`]);
  });

  it('AppKit\'s bitcoin entry, whose only URL is the RPC proxy, still reads from the public API', async () => {
    const seen = recordRequests();
    const appKitBitcoin: CaipNetwork = { ...bitcoin, rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } } };
    await esploraClient(appKitBitcoin, context('p1')).balance(ADDRESS);
    expect(seen.map((request) => request.url)).toEqual([`https://mempool.space/api/address/${ADDRESS}`]);
  });
});
