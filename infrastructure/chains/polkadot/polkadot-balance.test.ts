import { TypeRegistry } from '@polkadot/types';
import { u8aToHex } from '@polkadot/util';
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polkadot, westend } from '../../../domain/network/catalogue/polkadot.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { startPolkadotChain, type PolkadotChain } from '../../../test/stand-ins/polkadot-chain.ts';
import { polkadotBalances } from './polkadot-balance.ts';
import { freeBalanceOf, SYSTEM_ACCOUNT_PREFIX, systemAccountKey } from './system-account-storage.ts';

const WESTEND = westend as CaipNetwork;
const POLKADOT = polkadot as CaipNetwork;
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
// Alice's key in Polkadot's format (prefix 0): the same account.
const ALICE_ON_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
/** Above 2^64: only a full u128 read gets it right. */
const RICH = 2n ** 100n + 12_345n;
let chain: PolkadotChain;

beforeAll(async () => {
  chain = await startPolkadotChain({ balances: { [ALICE]: RICH } });
});
afterAll(async () => chain?.stop());
afterEach(() => vi.restoreAllMocks());

const read = () =>
  polkadotBalances({ projectId: '', rpcHost: '', customRpcUrls: { [WESTEND.caipNetworkId]: [{ url: chain.rpcUrl }], [POLKADOT.caipNetworkId]: [{ url: chain.rpcUrl }] } });
/** The next fetch answers `body` with `status`; later ones reach the stand-in. */
const nextAnswer = (body: string, status = 200) => vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(body, { status }));
const rpcResult = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, result });

describe('the System.Account storage key and AccountInfo', () => {
  it('the prefix is twox128("System") ++ twox128("Account")', () => {
    expect(SYSTEM_ACCOUNT_PREFIX).toBe(u8aToHex(new Uint8Array([...xxhashAsU8a('System', 128), ...xxhashAsU8a('Account', 128)])));
  });

  it('the key is the prefix, then blake2_128concat of the account id, as polkadot-js hashes it', () => {
    const accountId = decodeAddress(ALICE);
    expect(systemAccountKey(accountId)).toBe(`${SYSTEM_ACCOUNT_PREFIX}${u8aToHex(blake2AsU8a(accountId, 128)).slice(2)}${u8aToHex(accountId).slice(2)}`);
    expect(() => systemAccountKey(accountId.subarray(1))).toThrow(RangeError);
  });

  it('reads free as a little-endian u128 after the four u32 counters; null is an empty account', () => {
    const registry = new TypeRegistry();
    const info = registry.createType('AccountInfo', { nonce: 7, consumers: 1, providers: 1, sufficients: 0, data: { free: RICH, reserved: 5, frozen: 6, flags: 2n ** 127n } });
    expect(info.toU8a().length).toBe(80);
    expect(freeBalanceOf(info.toHex())).toBe(RICH);
    expect(freeBalanceOf(null)).toBe(0n);
    expect(() => freeBalanceOf(info.toHex().slice(0, -2))).toThrow(/79 bytes/);
    expect(() => freeBalanceOf(`${info.toHex()}00`)).toThrow(/81 bytes/);
    expect(() => freeBalanceOf('0xzz')).toThrow(/not hex/);
    expect(() => freeBalanceOf(42)).toThrow(/not hex/);
  });
});

describe('polkadotBalances', () => {
  it('reads the free balance from the node, in any SS58 format of the account, and 0 for an account the chain has never seen', async () => {
    expect(await read()(WESTEND, ALICE)).toEqual({ value: RICH, decimals: 12, symbol: 'WND' });
    chain.setBalance(ALICE, 5n);
    expect(await read()(POLKADOT, ALICE_ON_POLKADOT)).toEqual({ value: 5n, decimals: 10, symbol: 'DOT' });
    expect((await read()(WESTEND, ALICE_ON_POLKADOT)).value).toBe(5n);
    expect((await read()(WESTEND, BOB)).value).toBe(0n);
    chain.setBalance(ALICE, RICH);
  });

  it('asks with one state_getStorage of the account key, nothing else', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await read()(WESTEND, ALICE);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(chain.rpcUrl);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ jsonrpc: '2.0', method: 'state_getStorage', params: [systemAccountKey(decodeAddress(ALICE))] });
  });

  it.each([
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>', 200, 'HTTP_INVALID_BODY'],
    ['a JSON-RPC error', JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }), 200, 'HTTP_INVALID_BODY'],
    ['a truncated AccountInfo', rpcResult(`0x${'00'.repeat(40)}`), 200, 'HTTP_INVALID_BODY'],
    ['a result that is not hex', rpcResult({ free: '1' }), 200, 'HTTP_INVALID_BODY'],
    ['JSON that is not JSON-RPC', '{"ok":true}', 200, 'HTTP_INVALID_BODY'],
    ['a 503', 'busy', 503, 'HTTP_NETWORK'],
  ])('%s is a catalogue error, and the next read works', async (_, body, status, code) => {
    nextAnswer(body, status);
    await expect(read()(WESTEND, ALICE)).rejects.toMatchObject({ name: 'WalletportError', code });
    expect((await read()(WESTEND, ALICE)).value).toBe(RICH);
  });

  it('an unreachable node is HTTP_NETWORK, an address that does not decode INVALID_ARGUMENT, a network without URL HTTP_NETWORK', async () => {
    const unreachable = polkadotBalances({ projectId: '', rpcHost: '', customRpcUrls: { [WESTEND.caipNetworkId]: [{ url: 'http://127.0.0.1:9' }] } });
    await expect(unreachable(WESTEND, ALICE)).rejects.toMatchObject({ code: 'HTTP_NETWORK' });
    // A wrong checksum: the last character changed.
    await expect(read()(WESTEND, `${ALICE.slice(0, -1)}Z`)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const noUrl = { ...WESTEND, caipNetworkId: 'polkadot:00000000000000000000000000000000', rpcUrls: { default: { http: [] } } } as CaipNetwork;
    await expect(polkadotBalances(undefined)(noUrl, ALICE)).rejects.toMatchObject({ code: 'HTTP_NETWORK' });
  });
});
