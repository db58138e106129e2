import { ApiPromise, HttpProvider } from '@polkadot/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPolkadotLedger, PolkadotRpcFailure } from './polkadot-chain-rpc.ts';
import { answerPolkadotRpc, startPolkadotChain, type PolkadotChain } from './polkadot-chain.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
// Alice's key in Polkadot's format (prefix 0): the same account.
const ALICE_ON_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

describe('the Westend stand-in handlers (no HTTP)', () => {
  it('plays Westend: genesis hash, chain name, properties', () => {
    const ledger = createPolkadotLedger();
    expect(ledger.call('chain_getBlockHash', [0])).toBe('0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e');
    expect(ledger.call('system_chain', [])).toBe('Westend');
    expect(ledger.call('system_properties', [])).toEqual({ ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'WND' });
  });

  it('refuses unknown methods with -32601 and answers a batch and a parse error as JSON-RPC', () => {
    const ledger = createPolkadotLedger();
    expect(() => ledger.call('author_submitExtrinsic', ['0x00'])).toThrow(PolkadotRpcFailure);
    expect(answerPolkadotRpc(ledger, JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'author_submitExtrinsic', params: [] }))).toMatchObject({ id: 3, error: { code: -32601 } });
    expect(answerPolkadotRpc(ledger, '{not json')).toMatchObject({ error: { code: -32700 } });
    const batch = answerPolkadotRpc(ledger, JSON.stringify([{ id: 1, method: 'system_chain', params: [] }, { id: 2, method: 'nope', params: [] }]));
    expect(batch).toMatchObject([{ id: 1, result: 'Westend' }, { id: 2, error: { code: -32601 } }]);
  });

  it('balances are kept per account, whatever the address format', () => {
    const ledger = createPolkadotLedger({ [ALICE]: 7n });
    expect(ledger.balanceOf(ALICE_ON_POLKADOT)).toBe(7n);
    ledger.setBalance(ALICE_ON_POLKADOT, 9n);
    expect(ledger.balanceOf(ALICE)).toBe(9n);
  });
});

describe('the Westend stand-in over HTTP', () => {
  let chain: PolkadotChain;
  beforeAll(async () => {
    chain = await startPolkadotChain({ balances: { [ALICE]: 1_234_567_890_123n } });
  });
  afterAll(async () => chain?.stop());

  it('a real ApiPromise over HttpProvider starts on it and reads a free balance, and a later change', async () => {
    const api = await ApiPromise.create({ provider: new HttpProvider(chain.rpcUrl), noInitWarn: true, throwOnConnect: true });
    try {
      expect(api.genesisHash.toHex()).toBe(chain.genesisHash);
      expect(api.registry.chainSS58).toBe(42);
      expect(api.registry.chainTokens).toEqual(['WND']);
      const read = async (address: string) => ((await api.query['system']?.['account']?.(address)) as unknown as { data: { free: { toBigInt(): bigint } } }).data.free.toBigInt();
      expect(await read(ALICE)).toBe(1_234_567_890_123n);
      chain.setBalance(ALICE, 42n);
      expect(await read(ALICE)).toBe(42n);
      expect(await read('5DeZAMjvpmKhgfoju3A2nSarhrSWDrk25vDi38UocrqVUB6z')).toBe(0n);
    } finally {
      await api.disconnect();
    }
  }, 30_000);

  it('answers CORS preflights for pages on another origin', async () => {
    const response = await fetch(chain.rpcUrl, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
