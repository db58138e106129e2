import { describe, expect, it } from 'vitest';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { configuredTokens } from '../../application/configured-tokens.ts';
import { CHAIN_A, createHarness } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const unused = async (): Promise<never> => {
  throw new Error('not used here');
};
/** The blockchain API knows only ETH on the chain; the site's token comes from the chain. */
const blockchainApi: BlockchainApiPort = {
  getBalance: async (_address, chainId) => [{ name: 'Ether', symbol: 'ETH', chainId, price: 0, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' }],
  fetchTransactions: unused,
  lookupName: unused,
  reverseLookup: unused,
  fetchIdentity: unused,
  getNameSuggestions: unused,
  registerName: unused,
};

/** The harness's EVM adapter reading the listed token from a table, as the real one reads its contract. */
function tokenReadingAdapter(held: { value: bigint } | Error): ChainAdapterDescriptor {
  const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
  return {
    namespace: 'eip155',
    load: async () => ({
      ...(await base.load()),
      getTokenBalance: async (_network, input) => {
        if (held instanceof Error) throw held;
        expect(input).toEqual({ address: ANVIL_ACCOUNT_0, tokenAddress: TOKEN });
        return { value: held.value, decimals: 6, symbol: 'TT', name: 'Test Token' };
      },
    }),
  };
}

describe('the tokens option (a site lists its own token per network)', () => {
  it('lists the token with its balance read from the chain, so the account view and Send have it', async () => {
    const { facade } = createHarness({ options: { adapters: [tokenReadingAdapter({ value: 1_234_500_000n })], tokens: { [CHAIN_A.caipNetworkId]: { address: TOKEN } }, ports: { blockchainApi } } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.flows.balances.commands.fetch({ force: true });
    const listed = facade.flows.balances.state.getSnapshot().tokenBalances.find((token) => token.address === TOKEN);
    expect(listed).toMatchObject({ name: 'Test Token', symbol: 'TT', chainId: CHAIN_A.caipNetworkId, quantity: { decimals: '6', numeric: '1234.5' } });
    expect(facade.flows.balances.state.getSnapshot().tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'TT']);
  });

  it('a token that cannot be read makes the list unavailable, not a list without it', async () => {
    const { facade } = createHarness({ options: { adapters: [tokenReadingAdapter(new Error('execution reverted'))], tokens: { [CHAIN_A.caipNetworkId]: { address: TOKEN } }, ports: { blockchainApi } } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.flows.balances.commands.fetch({ force: true });
    expect(facade.flows.balances.state.getSnapshot()).toMatchObject({ unavailable: true, loading: false });
  });

  it('keeps only entries keyed by a CAIP-2 id with an address of that family', () => {
    expect(
      configuredTokens({
        'eip155:1': { address: TOKEN, image: 'https://tokens.example/tt.png' },
        'eip155:2': { address: '0x1234' },
        'eip155:3': { address: TOKEN, image: 'javascript:alert(1)' },
        nonsense: { address: TOKEN },
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
      }),
    ).toEqual({
      'eip155:1': { address: TOKEN, image: 'https://tokens.example/tt.png' },
      'eip155:3': { address: TOKEN },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
    });
    expect(configuredTokens('eip155:1')).toEqual({});
  });
});
