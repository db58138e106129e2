import { describe, expect, it } from 'vitest';
import { readSession } from './session-reader.ts';
import type { UniversalProviderLike } from './session-provider.ts';
import { proposalNamespaces } from './universal-provider-adapter.ts';

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A universal provider that records where each request went. */
function fakeUniversal(evmChainId = '0x89') {
  const requests: { method: string; chain: string | undefined }[] = [];
  const universal: UniversalProviderLike = {
    async request<T>(args: { method: string }, chain?: string): Promise<T> {
      requests.push({ method: args.method, chain });
      return (args.method === 'eth_chainId' ? evmChainId : 'signed') as T;
    },
    on: () => undefined,
    removeListener: () => undefined,
    setDefaultChain: () => undefined,
    disconnect: async () => undefined,
  };
  return { universal, requests };
}

describe('a WalletConnect session across chain families', () => {
  it('reads one part per approved family, each on its chain, and routes each family to its own chain', async () => {
    const { universal, requests } = fakeUniversal();
    const session = await readSession(universal, {
      namespaces: {
        eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:137:${EVM_ADDRESS}`] },
        solana: { accounts: [`${SOLANA_MAINNET}:${SOLANA_ADDRESS}`] },
        // A family walletport does not know is left out rather than guessed at.
        tron: { accounts: ['tron:0x2b6653dc:TXYZ'] },
      },
      peer: { metadata: { name: 'Two-family Wallet', icons: ['https://example.test/icon.png'] } },
    });
    expect(Object.keys(session.namespaces)).toEqual(['eip155', 'solana']);
    expect(session.namespaces.eip155).toMatchObject({ chainReference: '137', accounts: [EVM_ADDRESS] });
    expect(session.namespaces.solana).toMatchObject({ chainReference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accounts: [SOLANA_ADDRESS] });
    expect(session.peer).toEqual({ name: 'Two-family Wallet', icon: 'https://example.test/icon.png' });

    requests.length = 0;
    await session.namespaces.solana?.provider.request({ method: 'solana_signMessage', params: { message: 'hi' } });
    await session.namespaces.eip155?.provider.request({ method: 'personal_sign', params: ['0x00', EVM_ADDRESS] });
    expect(requests).toEqual([
      { method: 'solana_signMessage', chain: SOLANA_MAINNET },
      { method: 'personal_sign', chain: undefined },
    ]);
  });

  it('takes only accounts of the family they are listed under', async () => {
    const { universal } = fakeUniversal('0x1');
    const session = await readSession(universal, { namespaces: { eip155: { accounts: [`tron:1:${EVM_ADDRESS}`, `${SOLANA_MAINNET}:${SOLANA_ADDRESS}`] } } });
    expect(session.namespaces).toEqual({});
  });

  it('leaves out a family whose part holds no usable account', async () => {
    const { universal } = fakeUniversal();
    const session = await readSession(universal, { namespaces: { eip155: { accounts: [] }, solana: { accounts: ['solana:'] } } });
    expect(session.namespaces).toEqual({});
    expect(session.peer).toBeUndefined();
  });

  it('proposes each family with its own chains, EVM with its RPC map', () => {
    const namespaces = proposalNamespaces(['eip155:1', 'eip155:137', SOLANA_MAINNET], { '1': 'http://127.0.0.1:1', '10': 'http://127.0.0.1:10' });
    expect(namespaces['eip155']).toMatchObject({ chains: ['eip155:1', 'eip155:137'], rpcMap: { '1': 'http://127.0.0.1:1' } });
    expect(namespaces['solana']).toMatchObject({ chains: [SOLANA_MAINNET], events: [] });
    expect(namespaces['solana']?.methods).toContain('solana_signMessage');
  });
});
