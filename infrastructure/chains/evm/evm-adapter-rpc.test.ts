import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEvmNetwork } from './define-network.ts';
import { createEvmAdapter } from './evm-adapter.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const mainnet = defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'https://own.rpc.test/' });
const hits: string[] = [];

type RpcCall = { id: number; method: string };
function answer(balance: string) {
  return async ({ request }: { request: Request }) => {
    hits.push(new URL(request.url).origin + new URL(request.url).search);
    const body = (await request.json()) as RpcCall | RpcCall[];
    const reply = (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_getBalance' ? balance : '0x1' });
    return HttpResponse.json(Array.isArray(body) ? body.map(reply) : reply(body));
  };
}

const server = setupServer(
  http.post('https://project.rpc.test/v1/', answer('0x10')),
  http.post('https://own.rpc.test/', answer('0x20')),
  http.post('https://custom.rpc.test/', answer('0x30')),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hits.length = 0;
});
afterAll(() => server.close());

describe('EVM reads go through the RPC transport', () => {
  it('uses the project RPC host (version 1, chainId and projectId) for the networks it serves', async () => {
    const adapter = createEvmAdapter({ projectId: 'p1', rpcHost: 'https://project.rpc.test', customRpcUrls: {} });
    const balance = await adapter.getBalance(mainnet, ADDRESS);
    expect(balance.value).toBe(16n);
    expect(hits[0]).toBe('https://project.rpc.test?chainId=eip155%3A1&projectId=p1');
  });

  it('custom RPC URLs always win', async () => {
    const adapter = createEvmAdapter({ projectId: 'p1', rpcHost: 'https://project.rpc.test', customRpcUrls: { 'eip155:1': [{ url: 'https://custom.rpc.test/' }] } });
    expect((await adapter.getBalance(mainnet, ADDRESS)).value).toBe(48n);
    expect(hits).toEqual(['https://custom.rpc.test']);
  });

  it("falls back to the network's own URL when the project host fails", async () => {
    server.use(http.post('https://project.rpc.test/v1/', () => HttpResponse.json({ error: 'down' }, { status: 400 })));
    const adapter = createEvmAdapter({ projectId: 'p1', rpcHost: 'https://project.rpc.test', customRpcUrls: {} });
    expect((await adapter.getBalance(mainnet, ADDRESS)).value).toBe(32n);
    expect(hits.at(-1)).toBe('https://own.rpc.test');
  });

  it('a network the project host does not serve goes straight to its own URL', async () => {
    const local = defineEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'https://own.rpc.test/' });
    const adapter = createEvmAdapter({ projectId: 'p1', rpcHost: 'https://project.rpc.test', customRpcUrls: {} });
    expect((await adapter.getBalance(local, ADDRESS)).value).toBe(32n);
    expect(hits).toEqual(['https://own.rpc.test']);
  });
});
