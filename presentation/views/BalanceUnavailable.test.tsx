import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { settle } from '../../test/fakes/app-kit-harness.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createBalances } from '../../test/fixtures/balances.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';

afterEach(cleanup);

const refused = async (): Promise<never> => {
  throw new Error('not offered by this stand-in');
};

/** A node and a blockchain API that answer only once `reachable.now` is true, as an RPC that was down. */
function unreachableUntilBack() {
  const reachable = { now: false };
  const base = evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
  const adapter: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: async () => {
      const real = await base.load();
      return {
        ...real,
        getBalance: async (network, address) => {
          if (!reachable.now) throw new TypeError('Failed to fetch');
          return real.getBalance(network, address);
        },
      };
    },
  };
  const blockchainApi: BlockchainApiPort = {
    getBalance: async (_address, chainId) => {
      if (!reachable.now) throw new TypeError('Failed to fetch');
      return createBalances(chainId);
    },
    fetchTransactions: async () => ({ data: [], next: undefined }),
    lookupName: refused,
    reverseLookup: async () => [],
    fetchIdentity: async () => ({ name: null, avatar: null }),
    getNameSuggestions: refused,
    registerName: refused,
  };
  return { reachable, options: { options: { adapters: [adapter], ports: { blockchainApi } } } };
}

async function openAccount(input: ReturnType<typeof unreachableUntilBack>['options']) {
  const harness = await renderConnectedModal(input);
  await act(async () => {
    await harness.facade.open();
    await settle();
  });
  return harness;
}

describe('a balance that could not be read', () => {
  it('says the native balance is unavailable, never 0.000, and reads it again on Try again', async () => {
    const { reachable, options } = unreachableUntilBack();
    await openAccount(options);
    const balance = screen.getByTestId('wp-account-balance');
    expect(balance.textContent).not.toContain('0.000');
    expect(within(balance).getByRole('alert').textContent).toBe('Token Balance Unavailable');
    reachable.now = true;
    await act(async () => {
      fireEvent.click(within(balance).getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(screen.getByTestId('wp-account-balance').textContent).toBe('10000.000 ETH');
  });

  it('says the token list is unavailable rather than empty, and Try again reads it through the 30 s gate', async () => {
    const { reachable, options } = unreachableUntilBack();
    await openAccount(options);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByText('No token balances on this network.')).toBeNull();
    expect(within(panel).getByRole('alert').textContent).toBe('Token Balance Unavailable');
    reachable.now = true;
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Tokens' }).textContent).toContain('USD Coin');
  });

});
