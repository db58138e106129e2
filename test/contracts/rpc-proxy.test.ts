import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENDPOINTS } from '../../application/endpoints.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { PROJECT_RPC_NETWORKS, rpcUrlsFor, type RpcUrlOptions } from '../../infrastructure/http/rpc-urls.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { RPC_PROXY_CHAIN_IDS, RPC_PROXY_CHAIN_TABLE, RPC_PROXY_REQUEST } from './rpc-proxy-chains.ts';

const options: RpcUrlOptions = { projectId: 'p1', rpcHost: DEFAULT_ENDPOINTS.rpc, customRpcUrls: {} };

/** A network of that CAIP id with one URL of its own, as an integrator would pass it. */
function networkOf(caipNetworkId: string): CaipNetwork {
  const [namespace, reference] = caipNetworkId.split(':') as [CaipNetwork['chainNamespace'], string];
  return { id: reference, chainNamespace: namespace, caipNetworkId: caipNetworkId as CaipNetwork['caipNetworkId'], name: caipNetworkId, nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 }, rpcUrls: { default: { http: ['https://own.example/rpc'] } } };
}

const proxyRequestOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.host === new URL(DEFAULT_ENDPOINTS.rpc).host ? parsed : undefined;
};

describe('RPC proxy chain list (AppKit 1.7.6 CaipNetworkUtil.ts WC_HTTP_RPC_SUPPORTED_CHAINS)', () => {
  it('the table cites one line of the list per entry, in order and without repeats', () => {
    expect(RPC_PROXY_CHAIN_TABLE).toHaveLength(38);
    expect(RPC_PROXY_CHAIN_IDS.size).toBe(RPC_PROXY_CHAIN_TABLE.length);
    RPC_PROXY_CHAIN_TABLE.forEach((entry, index) => {
      expect(entry.source).toBe(`reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:${27 + index}`);
    });
  });

  it('walletport serves exactly the chains of the table, no more and no fewer', () => {
    expect([...PROJECT_RPC_NETWORKS].sort()).toEqual([...RPC_PROXY_CHAIN_IDS].sort());
  });

  it.each(RPC_PROXY_CHAIN_TABLE)('$caipNetworkId reads through the proxy first ($source)', ({ caipNetworkId }) => {
    const [first, ...rest] = rpcUrlsFor(networkOf(caipNetworkId), options);
    const request = proxyRequestOf(first ?? '');
    expect(request?.pathname).toBe('/v1/');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ chainId: caipNetworkId, projectId: 'p1' });
    expect(rest).toEqual(['https://own.example/rpc']);
  });

  it.each(['eip155:44787', 'eip155:10200', 'eip155:31337', 'eip155:250', 'cosmos:cosmoshub-4', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'])(
    '%s, which the table lacks, never reaches the proxy', (caipNetworkId) => {
      expect(rpcUrlsFor(networkOf(caipNetworkId), options)).toEqual(['https://own.example/rpc']);
    },
  );
});

describe('the RPC proxy stand-in follows the same table', () => {
  const remote = setupRemoteServer();
  beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => remote.server.close());

  const post = (chainId: string, projectId = 'p1') =>
    fetch(`${DEFAULT_ENDPOINTS.rpc}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${projectId}`, {
      method: RPC_PROXY_REQUEST.method,
      headers: { 'content-type': RPC_PROXY_REQUEST.contentType },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    });

  it('answers a chain of the table and refuses one it lacks, or a request without projectId, with 400', async () => {
    expect((await post('eip155:59144')).status).toBe(200);
    const refused = await post('eip155:44787');
    expect(refused.status).toBe(RPC_PROXY_REQUEST.unsupportedChainStatus);
    expect(await refused.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'chainId' }] });
    expect((await post('eip155:1', '')).status).toBe(400);
  });
});
