import { createServer } from 'node:http';
import { base64 } from '@scure/base';
import { QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cosmosHubTestnet } from '../../../domain/network/catalogue/cosmos.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { serveOnLoopback, type LoopbackServer } from '../../../test/stand-ins/loopback-server.ts';
import { startCosmosChain, type CosmosChain } from '../../../test/stand-ins/cosmos-chain.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey } from '../../../test/wallets/cosmos-wallet.ts';
import { RPC_TRANSPORT_DEFAULTS } from '../../http/rpc-urls.ts';
import { readCosmosBalance } from './cosmos-balance.ts';

const TESTNET = cosmosHubTestnet as CaipNetwork;
const UNREACHABLE = 'http://127.0.0.1:9';
let chain: CosmosChain;
/** Accepts connections and never answers. */
let silent: LoopbackServer;

beforeAll(async () => {
  chain = await startCosmosChain({ balances: { [COSMOS_TEST_ADDRESS]: 2_500_000n } });
  silent = await serveOnLoopback(createServer(() => undefined), 0);
});
afterAll(async () => Promise.all([chain?.stop(), silent?.stop()]));
afterEach(() => vi.restoreAllMocks());

const read = (...urls: string[]) =>
  readCosmosBalance({ projectId: '', rpcHost: '', customRpcUrls: { [TESTNET.caipNetworkId]: (urls.length ? urls : [chain.rpcUrl]).map((url) => ({ url })) } }, TESTNET, COSMOS_TEST_ADDRESS);
/** The next fetch answers `body`; later ones reach the stand-in. */
const nextAnswer = (body: string, status = 200) => vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(body, { status }));
const abciAnswer = (response: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id: 1, result: { response: { code: 0, log: '', ...response } } });
const coinAnswer = (denom: string, amount: string) => abciAnswer({ value: base64.encode(QueryBalanceResponse.encode({ balance: { denom, amount } }).finish()) });

describe('readCosmosBalance', () => {
  it('asks one abci_query of the bank Balance for the address and the native denomination, and reads the amount', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await read()).toEqual({ value: 2_500_000n, decimals: 6, symbol: 'ATOM' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual([chain.rpcUrl, 'POST']);
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: { path: string; data: string; prove: boolean } };
    expect([method, params.path, params.prove]).toEqual(['abci_query', '/cosmos.bank.v1beta1.Query/Balance', false]);
    expect(QueryBalanceRequest.decode(Buffer.from(params.data, 'hex'))).toEqual({ address: COSMOS_TEST_ADDRESS, denom: 'uatom' });
  });

  it('reads 0 for an account the chain has never funded, and a balance beyond 2^64 whole', async () => {
    const stranger = cosmosAddressOfKey('07'.repeat(32), 'cosmos');
    const answer = await readCosmosBalance({ projectId: '', rpcHost: '', customRpcUrls: { [TESTNET.caipNetworkId]: [{ url: chain.rpcUrl }] } }, TESTNET, stranger);
    expect(answer.value).toBe(0n);
    nextAnswer(coinAnswer('uatom', String(2n ** 80n + 1n)));
    expect((await read()).value).toBe(2n ** 80n + 1n);
  });

  it.each([
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['a JSON-RPC error', JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error', data: 'height is not available' } })],
    ['value that is not base64', abciAnswer({ value: '%%% not base64 %%%' })],
    ['base64 that is not a QueryBalanceResponse', abciAnswer({ value: base64.encode(Uint8Array.of(0x0a, 0xff, 0xff, 0xff)) })],
    ['a coin of another denomination', coinAnswer('uosmo', '5')],
    ['an amount that is not whole', coinAnswer('uatom', '1.5')],
    ['no value', abciAnswer({ value: null })],
    ['no response', JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} })],
  ])('%s is HTTP_INVALID_BODY, and the next read works', async (_, body) => {
    nextAnswer(body);
    await expect(read()).rejects.toMatchObject({ name: 'WalletportError', code: 'HTTP_INVALID_BODY' });
    expect((await read()).value).toBe(chain.balanceOf(COSMOS_TEST_ADDRESS));
  });

  it('an abci_query answer with a non-zero code is HTTP_INVALID_BODY with the node\'s log, and the next read works', async () => {
    nextAnswer(abciAnswer({ code: 18, log: '  \n invalid address: decoding bech32 failed \n', codespace: 'sdk', value: null }));
    const refused = await read().catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'HTTP_INVALID_BODY', details: `${chain.rpcUrl}: abci_query code 18: invalid address: decoding bech32 failed` });
    expect((await read()).value).toBe(chain.balanceOf(COSMOS_TEST_ADDRESS));
  });

  it('tries the URLs in order and reports the first one\'s failure when none answers', async () => {
    expect((await read(UNREACHABLE, chain.rpcUrl)).value).toBe(chain.balanceOf(COSMOS_TEST_ADDRESS));
    nextAnswer('<html></html>');
    expect((await read(chain.rpcUrl, `${chain.rpcUrl}/`)).value).toBe(chain.balanceOf(COSMOS_TEST_ADDRESS));
    await expect(read(UNREACHABLE, 'http://127.0.0.1:1')).rejects.toMatchObject({ code: 'HTTP_NETWORK', details: UNREACHABLE });
    nextAnswer('<html></html>');
    await expect(read(chain.rpcUrl, UNREACHABLE)).rejects.toMatchObject({ code: 'HTTP_INVALID_BODY' });
    nextAnswer('busy', 503);
    await expect(read()).rejects.toMatchObject({ code: 'HTTP_NETWORK', details: `${chain.rpcUrl}: HTTP 503` });
  });

  it('gives up on a node that does not answer in time (the RPC transport timeout) with HTTP_NETWORK', async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(100));
    await expect(read(silent.url)).rejects.toMatchObject({ code: 'HTTP_NETWORK', details: silent.url });
    expect(asked).toHaveBeenCalledWith(RPC_TRANSPORT_DEFAULTS.timeoutMs);
  });

  it('refuses a chain without a known denomination and an address of another prefix, asking no node', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const unknown = { ...TESTNET, caipNetworkId: 'cosmos:juno-1', id: 'juno-1' } as CaipNetwork;
    await expect(readCosmosBalance(undefined, unknown, COSMOS_TEST_ADDRESS)).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
    await expect(readCosmosBalance(undefined, TESTNET, cosmosAddressOfKey(COSMOS_TEST_KEY_HEX, 'osmo'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
