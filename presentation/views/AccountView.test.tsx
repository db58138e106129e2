import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { settle, type HarnessOptions } from '../../test/fakes/app-kit-harness.ts';
import { createBalances } from '../../test/fixtures/balances.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';

afterEach(cleanup);

const refused = async (): Promise<never> => {
  throw new Error('not offered by this stand-in');
};

/** A blockchain API whose identity service knows the test account by `identity`. */
function blockchainApi(identity: { name: string | null; avatar: string | null }): BlockchainApiPort {
  return {
    getBalance: async (_address, chainId) => createBalances(chainId),
    fetchTransactions: async () => ({ data: [], next: undefined }),
    lookupName: refused,
    reverseLookup: async () => [],
    fetchIdentity: async () => identity,
    getNameSuggestions: refused,
    registerName: refused,
  };
}

/** Connected with the demo wallet and the Account view open. */
async function openAccount(options: HarnessOptions = {}) {
  const harness = await renderConnectedModal(options);
  await act(async () => {
    await harness.facade.open();
    await settle();
  });
  expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account');
  return harness;
}

/** A swap source on the harness's network: the Account view offers Swap only where one exists. */
const SWAPS_HERE = { uniswapV2: { 'eip155:31337': { router: '0x76ca03a67C049477FfB09694dFeF00416dB69746' } } };

const featureIds = () => within(screen.getByTestId('wp-account-features')).getAllByRole('button').map((button) => button.dataset['testid']);
const view = (harness: Awaited<ReturnType<typeof openAccount>>) => harness.facade.stores.modal.getSnapshot().router.view;

describe('the Account view', () => {
  it('shows the shortened address with its copy button, the balance and the network, and no network list', async () => {
    await openAccount();
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
    expect(screen.getByTestId('wp-account-address').textContent).toBe('0xf39F…2266');
    expect(screen.getByTestId('wp-copy-address').getAttribute('aria-label')).toBe('Copy address');
    expect(screen.getByTestId('wp-account-balance').textContent).toBe('10000.000 ETH');
    expect(screen.getByTestId('wp-account-network').textContent).toBe('Anvil A');
    expect(screen.queryByTestId('wp-network-eip155:31338')).toBeNull();
    expect(screen.getByTestId('wp-avatar').getAttribute('data-avatar')).toBe('gradient');
  });

  it("links the account to its network's block explorer in a new tab, and offers no link on a network without one", async () => {
    await openAccount({ options: { networks: [defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1', blockExplorerUrl: 'https://anvilscan.example', blockExplorerName: 'Anvilscan' })] } });
    const link = screen.getByRole('link', { name: 'View the account on Anvilscan' });
    expect(link.getAttribute('href')).toBe(`https://anvilscan.example/address/${ANVIL_ACCOUNT_0}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();
    await openAccount();
    expect(screen.queryByTestId('wp-account-explorer')).toBeNull();
  });

  it('offers the wallet features in walletFeaturesOrder, then Activity, each opening its view', async () => {
    const harness = await openAccount({ options: { features: { walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] }, swapSources: SWAPS_HERE } });
    expect(featureIds()).toEqual(['wp-open-send', 'wp-open-receive', 'wp-open-swaps', 'wp-open-onramp', 'wp-open-activity']);
    expect(screen.getByTestId('wp-open-onramp').textContent).toBe('Buy crypto');
    const opens = { 'wp-open-receive': 'WalletReceive', 'wp-open-send': 'WalletSend', 'wp-open-swaps': 'Swap', 'wp-open-onramp': 'OnRampProviders', 'wp-open-activity': 'Transactions' } as const;
    for (const [testId, target] of Object.entries(opens)) {
      act(() => harness.facade.navigate({ type: 'reset', view: 'Account' }));
      await act(async () => {
        fireEvent.click(screen.getByTestId(testId));
        await settle();
      });
      expect(view(harness)).toBe(target);
    }
  });

  it('uses the default order onramp, swaps, receive, send', async () => {
    await openAccount({ options: { swapSources: SWAPS_HERE } });
    expect(featureIds()).toEqual(['wp-open-onramp', 'wp-open-swaps', 'wp-open-receive', 'wp-open-send', 'wp-open-activity']);
  });

  it('offers no Swap on a network without a swap source (a local chain, with no router named)', async () => {
    await openAccount();
    expect(featureIds()).toEqual(['wp-open-onramp', 'wp-open-receive', 'wp-open-send', 'wp-open-activity']);
  });

  it('hides each feature that is off, and Activity without history', async () => {
    await openAccount({ options: { features: { onramp: false, swaps: false, history: false } } });
    expect(featureIds()).toEqual(['wp-open-receive', 'wp-open-send']);
  });

  it('shows no feature list when every feature is off', async () => {
    await openAccount({ options: { features: { onramp: false, swaps: false, receive: false, send: false, history: false } } });
    expect(screen.queryByTestId('wp-account-features')).toBeNull();
    expect(screen.getByTestId('wp-disconnect').textContent).toBe('Disconnect');
  });

  it('shows the profile name and image once identity resolves, the address still beside them', async () => {
    await openAccount({ options: { ports: { blockchainApi: blockchainApi({ name: 'alice.eth', avatar: 'https://images.example/alice.png' }) } } });
    expect(screen.getByTestId('wp-account-name').textContent).toBe('alice.eth');
    const avatar = screen.getByTestId('wp-avatar');
    expect(avatar.getAttribute('data-avatar')).toBe('image');
    expect(avatar.getAttribute('src')).toBe('https://images.example/alice.png');
    expect(avatar.getAttribute('alt')).toBe('');
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
  });

  it('keeps the gradient for an identity whose avatar is not an image the page may load', async () => {
    await openAccount({ options: { ports: { blockchainApi: blockchainApi({ name: 'mallory\u202Ehte.', avatar: 'javascript:alert(1)' }) } } });
    expect(screen.getByTestId('wp-account-name').textContent).toBe('malloryhte.');
    expect(screen.getByTestId('wp-avatar').getAttribute('data-avatar')).toBe('gradient');
  });
});
