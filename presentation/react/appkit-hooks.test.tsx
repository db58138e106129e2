import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import type { FetchBalanceResult } from '../core/fetch-balance.ts';
import { useAppKitBalance, useAppKitEvents, useAppKitNetworkCore, useAppKitProvider, useAppKitTheme } from './react-state.tsx';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { CHAIN_A, CHAIN_B, createPage } from '../../test/fakes/app-kit-harness.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

afterEach(() => {
  cleanup();
  setDefaultAppKit(undefined);
});

function makeKit() {
  const page = createPage();
  page.announce();
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 1_500_000_000_000_000_000n })],
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createMemoryStorage(),
      walletDiscovery: createEip6963Discovery(page.target),
      walletDirectory: EMPTY_WALLET_DIRECTORY,
    },
  });
  return { kit, page };
}

function Probe() {
  const event = useAppKitEvents();
  const network = useAppKitNetworkCore();
  const { walletProvider, walletProviderType } = useAppKitProvider('eip155');
  const theme = useAppKitTheme();
  return (
    <p data-testid="probe">
      {event.data.event}|{network.chainId ?? '-'}|{walletProvider ? 'provider' : 'none'}|{walletProviderType ?? '-'}|{theme.themeMode}|
      {String(theme.themeVariables['--w3m-accent'] ?? '-')}
    </p>
  );
}

describe("AppKit's hooks", () => {
  it('events start at MODAL_CREATED; the provider, its type, the network and the theme follow the instance', async () => {
    const { kit } = makeKit();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('MODAL_CREATED|31337|none|-|dark|-');
    await act(async () => {
      await kit.ready;
      await (await kit.link.core).connect('dev.walletport.demo');
    });
    expect(screen.getByTestId('probe').textContent).toBe('CONNECT_SUCCESS|31337|provider|ANNOUNCED|dark|-');
    await act(async () => {
      kit.setThemeVariables({ '--w3m-accent': '#123456' });
      kit.setThemeMode('light');
    });
    expect(screen.getByTestId('probe').textContent).toBe('CONNECT_SUCCESS|31337|provider|ANNOUNCED|light|#123456');
    await act(async () => {
      await kit.disconnect();
    });
    expect(screen.getByTestId('probe').textContent).toContain('|none|-|');
    kit.destroy();
  });

  it("useAppKitBalance().fetchBalance() answers AppKit's shape: the balance as text, or 'Not able to retrieve balance' while disconnected", async () => {
    const { kit } = makeKit();
    let fetchBalance: (() => Promise<FetchBalanceResult>) | undefined;
    function Balance() {
      fetchBalance = useAppKitBalance().fetchBalance;
      return null;
    }
    render(<Balance />);
    expect(await fetchBalance?.()).toEqual({ data: undefined, error: 'Not able to retrieve balance', isSuccess: false, isError: true });
    await act(async () => {
      await kit.ready;
      await (await kit.link.core).connect('dev.walletport.demo');
    });
    expect(await fetchBalance?.()).toEqual({ data: { balance: '1.5', symbol: 'ETH' }, error: null, isSuccess: true, isError: false });
    kit.destroy();
  });
});
