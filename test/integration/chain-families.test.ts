import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { WalletConnectPort, WalletConnectSession } from '../../application/ports/walletconnect.port.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { CHAIN_A, CHAIN_B, createHarness, createPage } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { SOLANA, scriptedAdapter } from '../fakes/scripted-chains.ts';
import { Connect } from '../../application/connect/index.ts';

const SOLANA_WALLET = 'test.solana.wallet';

/** A second discovery mechanism, as a Wallet Standard adapter would be: it announces a solana wallet. */
function scriptedSolanaDiscovery(info: Partial<AnnouncedWallet['info']> = {}): WalletDiscoveryPort & { readonly stopped: () => boolean } {
  const provider: WalletProvider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
  const wallet: AnnouncedWallet = {
    info: { uuid: 'uuid-solana', name: 'Solana Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: SOLANA_WALLET, ...info },
    provider,
    namespace: 'solana',
  };
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  let stopped = false;
  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements: () => wallets.next([wallet]),
    stop: () => {
      stopped = true;
    },
    stopped: () => stopped,
  };
}

describe('a second chain family, added without touching application/', () => {
  it('connects eip155 and a scripted solana at once, switches between them, and disconnecting one leaves the other', async () => {
    const page = createPage();
    const solanaDiscovery = scriptedSolanaDiscovery();
    const { facade } = createHarness({
      page,
      options: {
        networks: [CHAIN_A, CHAIN_B, SOLANA],
        adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, { balance: 2n * 10n ** 9n })],
        ports: { walletDiscovery: [createEip6963Discovery(page.target), solanaDiscovery] },
      },
    });
    await facade.ready;
    expect(facade.getConnector(SOLANA_WALLET)).toMatchObject({ chain: 'solana', name: 'Solana Test Wallet' });
    expect(facade.getConnector('dev.walletport.demo')).toMatchObject({ chain: 'eip155' });

    expect(await facade.connect('dev.walletport.demo')).toBe(true);
    expect(await facade.connect(SOLANA_WALLET)).toBe(true);
    const accounts = facade.stores.accounts.getSnapshot();
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
    expect(accounts.solana).toMatchObject({ status: 'connected', caipAddress: `${SOLANA.caipNetworkId}:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV` });

    await facade.switchNetwork(CHAIN_A);
    expect(facade.account().getSnapshot()).toMatchObject({ address: ANVIL_ACCOUNT_0, isConnected: true });
    await facade.switchNetwork(SOLANA);
    expect(facade.state.getSnapshot().activeChain).toBe('solana');
    expect(facade.account().getSnapshot().address).toBe('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');

    await facade.disconnect('eip155');
    expect(facade.stores.accounts.getSnapshot().eip155?.status ?? 'disconnected').toBe('disconnected');
    expect(facade.stores.accounts.getSnapshot().solana).toMatchObject({ status: 'connected' });
    expect(facade.account('solana').getSnapshot().isConnected).toBe(true);

    facade.destroy();
    expect(solanaDiscovery.stopped()).toBe(true);
  });

  it('lists a wallet announced on both families under one name once, as a merged connector that connects on either', async () => {
    const page = createPage();
    // The same wallet seen by the second mechanism: same name and rdns as the EIP-6963 test wallet.
    const solanaDiscovery = scriptedSolanaDiscovery({ name: 'Demo Wallet', rdns: 'dev.walletport.demo' });
    const { facade } = createHarness({
      page,
      options: {
        networks: [CHAIN_A, SOLANA],
        adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, { balance: 0n })],
        ports: { walletDiscovery: [createEip6963Discovery(page.target), solanaDiscovery] },
      },
    });
    await facade.ready;
    const listed = facade.stores.connectors.getSnapshot().connectors;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ type: 'MULTI_CHAIN', name: 'Demo Wallet' });
    expect(listed[0]?.connectors?.map((member) => member.chain)).toEqual(['eip155', 'solana']);
    expect(facade.getConnector('dev.walletport.demo')).toMatchObject({ chain: 'eip155', type: 'ANNOUNCED' });

    expect(await facade.connect('dev.walletport.demo', 'solana')).toBe(true);
    expect(await facade.connect('dev.walletport.demo', 'eip155')).toBe(true);
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({ eip155: { status: 'connected' }, solana: { status: 'connected' } });
    facade.destroy();
  });

  it('neither lists nor connects a wallet the integrator excluded, by rdns or by name', async () => {
    const page = createPage();
    const solanaDiscovery = scriptedSolanaDiscovery();
    const { facade } = createHarness({
      page,
      options: {
        networks: [CHAIN_A, SOLANA],
        adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, { balance: 0n })],
        excludeWalletIds: ['dev.walletport.demo', 'SOLANA TEST WALLET'],
        ports: { walletDiscovery: [createEip6963Discovery(page.target), solanaDiscovery] },
      },
    });
    await facade.ready;
    expect(facade.stores.connectors.getSnapshot().connectors).toEqual([]);
    expect(facade.getConnector(SOLANA_WALLET)).toBeUndefined();
    expect(await facade.connect(SOLANA_WALLET)).toBe(false);
    expect(facade.stores.accounts.getSnapshot().solana?.status ?? 'disconnected').toBe('disconnected');
    facade.destroy();
  });

  it('attaches every family a WalletConnect session approved, and asks for the chains of every family with an adapter', async () => {
    const page = createPage();
    const silent: WalletProvider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
    const evmProvider: WalletProvider = { ...silent, request: async ({ method }) => (method === 'eth_chainId' ? `0x${Number(CHAIN_A.id).toString(16)}` : null) };
    const session: WalletConnectSession = {
      namespaces: {
        eip155: { accounts: [ANVIL_ACCOUNT_0], chainReference: String(CHAIN_A.id), provider: evmProvider },
        solana: { accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'], chainReference: String(SOLANA.id), provider: silent },
      },
      peer: { name: 'Two-family Wallet' },
    };
    const asked: string[][] = [];
    const walletConnect: WalletConnectPort = {
      pair: async (chains) => {
        asked.push([...chains]);
        return { uri: 'wc:test@2?relay-protocol=irn&symKey=00', approval: Promise.resolve(session) };
      },
      restore: async () => undefined,
      disconnect: async () => undefined,
    };
    const { facade } = createHarness({
      page,
      options: {
        networks: [CHAIN_A, SOLANA],
        adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, { balance: 0n })],
        ports: { walletDiscovery: [createEip6963Discovery(page.target)], walletConnect },
      },
    });
    await facade.ready;
    await facade.walletConnect.start();
    expect(asked).toEqual([[CHAIN_A.caipNetworkId, SOLANA.caipNetworkId]]);
    const accounts = facade.stores.accounts.getSnapshot();
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0, connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(accounts.solana).toMatchObject({ status: 'connected', connectorId: WALLET_CONNECT_CONNECTOR_ID });
    facade.destroy();
  });

  it('connects nothing from a session whose accounts are not addresses of their family, and says so', async () => {
    const page = createPage();
    const { facade, container } = createHarness({ page, options: { networks: [CHAIN_A, SOLANA], adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, { balance: 0n })] } });
    await facade.ready;
    const attached = container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: WALLET_CONNECT_CONNECTOR_ID, session: { accounts: ['xyz', '0x12'], chainReference: String(CHAIN_A.id) } });
    await expect(attached).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    expect(facade.stores.accounts.getSnapshot().eip155?.status ?? 'disconnected').toBe('disconnected');
    // A garbage entry next to a good one is dropped; the good one connects.
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: WALLET_CONNECT_CONNECTOR_ID, session: { accounts: ['xyz', ANVIL_ACCOUNT_0], chainReference: String(CHAIN_A.id) } });
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
    expect(facade.stores.accounts.getSnapshot().eip155?.allAccounts).toEqual([{ address: ANVIL_ACCOUNT_0, type: 'eoa' }]);
    facade.destroy();
  });

  it("a relay that refuses the project raises the catalogue alert, beside the pairing's own error", async () => {
    const walletConnect: WalletConnectPort = {
      pair: async () => Promise.reject(new Error('Error: Unauthorized: invalid key (4001)')),
      restore: async () => undefined,
      disconnect: async () => undefined,
    };
    const { facade } = createHarness({ options: { networks: [CHAIN_A], ports: { walletConnect } } });
    await facade.ready;
    await facade.walletConnect.start();
    expect(facade.stores.pairing.getSnapshot().phase).toBe('error');
    expect(facade.stores.modal.getSnapshot().alert).toMatchObject({ code: 'INVALID_PROJECT_ID' });
    facade.destroy();
  });
});
