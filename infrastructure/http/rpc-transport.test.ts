import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { createPublicClient } from 'viem';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { createRpcTransport, rpcUrlsFor } from './rpc-transport.ts';

const remote = setupRemoteServer();
const fallbackCalls: string[] = [];
const contentTypes = new Map<string, string | null>();
beforeAll(() => {
  remote.server.events.on('request:start', ({ request }) => void contentTypes.set(new URL(request.url).host, request.headers.get('content-type')));
  remote.server.use(
    mswHttp.post('https://fallback.example/rpc', async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string }[];
      fallbackCalls.push(...body.map((call) => call.method));
      return HttpResponse.json(body.map((call) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })));
    }),
  );
  remote.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const mainnet: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://fallback.example/rpc'] } },
};
const rpcHost = 'https://rpc.walletconnect.org';

describe('RPC transport (RPC endpoint, §9 defaults)', () => {
  it('puts custom URLs first, then the project RPC host (v1, chainId, projectId), then the network URLs', () => {
    expect(rpcUrlsFor(mainnet, { projectId: 'p1', rpcHost, customRpcUrls: { 'eip155:1': [{ url: 'https://custom.example' }] } })).toEqual([
      'https://custom.example',
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p1',
      'https://fallback.example/rpc',
    ]);
  });

  it('uses only the network URLs for chains the project host does not serve, or without a project id', () => {
    const local = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337' as const };
    expect(rpcUrlsFor(local, { projectId: 'p1', rpcHost })).toEqual(['https://fallback.example/rpc']);
    expect(rpcUrlsFor(mainnet, { projectId: '', rpcHost })).toEqual(['https://fallback.example/rpc']);
  });

  it('asks the project RPC host and falls back to the other URL by JSON-RPC POST', async () => {
    const client = createPublicClient({ transport: createRpcTransport(rpcUrlsFor(mainnet, { projectId: 'p1', rpcHost }), { projectId: 'p1', rpcHost }) });
    expect(await client.getChainId()).toBe(1);
    // As AppKit sends it: no CORS preflight before a proxy call; other nodes get JSON as usual.
    expect(contentTypes.get('rpc.walletconnect.org')).toBe('text/plain');
    expect(remote.scenarios.callsTo('rpc')[0]).toMatchObject({ method: 'POST', path: '/v1/', query: { chainId: 'eip155:1', projectId: 'p1' }, body: [{ method: 'eth_chainId' }] });
    remote.scenarios.failNext('rpc', 10, 400);
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(1n);
    expect(fallbackCalls).toContain('eth_blockNumber');
    expect(contentTypes.get('fallback.example')).toBe('application/json');
  });
});
