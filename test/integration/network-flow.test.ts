import { describe, expect, it } from 'vitest';
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { ProviderRpcError } from '../wallets/provider-error.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createHarness, settle, CHAIN_A, CHAIN_B } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { SOLANA_ADDRESS, SOLANA_MAINNET, recordEvents, scriptedAuthProvider, stubSolanaAdapter } from '../fakes/flow-fixtures.ts';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import { Connect } from '../../application/connect/index.ts';

const RDNS = 'dev.walletport.demo';
const evmSession = { accounts: [ANVIL_ACCOUNT_0], chainReference: '31337' };

/** A wallet that answers wallet_switchEthereumChain with `code` until the chain is added. */
function addChainWallet(code: number) {
  const calls: string[] = [];
  let added = false;
  const provider: WalletProvider = {
    request: async ({ method }) => {
      calls.push(method);
      if (method === 'wallet_addEthereumChain') return void (added = true);
      if (method === 'wallet_switchEthereumChain' && !added) throw new ProviderRpcError(code, 'unknown chain');
      return null;
    },
  };
  return { provider, calls };
}

describe('switching network: chain, network and address follow, an unsupported one opens UnsupportedChain', () => {
  it('switching namespace: switching flag, active chain, network and address, stored network id', async () => {
    const recording = createRecordingStorage();
    const { facade, container } = createHarness({ storage: recording.storage, options: { networks: [CHAIN_A, CHAIN_B, SOLANA_MAINNET], adapters: [evmAdapterWithBalances({}), stubSolanaAdapter()] } });
    await facade.ready;
    await facade.connect(RDNS);
    await container.get<Connect>(Connect.token).connection.attachSession('solana', { connectorId: 'app.phantom', session: { accounts: [SOLANA_ADDRESS], chainReference: String(SOLANA_MAINNET.id) } });
    await facade.switchNetwork(CHAIN_A);
    const flags: boolean[] = [];
    facade.stores.network.subscribe((state) => flags.push(state.switching));
    await facade.switchNetwork(SOLANA_MAINNET);
    expect(flags[0]).toBe(true);
    expect(flags.at(-1)).toBe(false);
    expect(facade.state.getSnapshot()).toMatchObject({ activeChain: 'solana', selectedNetworkId: SOLANA_MAINNET.caipNetworkId });
    expect(facade.account().getSnapshot().address).toBe(SOLANA_ADDRESS);
    expect(recording.entries.get(STORAGE_KEYS.activeCaipNetworkId)).toBe(JSON.stringify(SOLANA_MAINNET.caipNetworkId));
    expect(recording.entries.get(STORAGE_KEYS.activeNamespace)).toBe('"solana"');
  });

  it.each([
    ['network switching disabled', { enableNetworkSwitch: false }, false],
    ['unsupported chains allowed', { allowUnsupportedChain: true }, false],
    ['all four conditions hold', {}, true],
  ])('UnsupportedChain when the wallet moves to an unknown chain: %s', async (_name, options, opens) => {
    const { facade, container } = createHarness({ options });
    await facade.ready;
    await facade.connect(RDNS);
    await facade.close();
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: RDNS, session: { accounts: [ANVIL_ACCOUNT_0], chainReference: '999' } });
    expect(facade.stores.modal.getSnapshot().open).toBe(opens);
  });

  it('a basic WalletConnect session never opens UnsupportedChain', async () => {
    const { facade, container } = createHarness();
    await facade.ready;
    facade.stores.connection.update({ wcBasic: true });
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: WALLET_CONNECT_CONNECTOR_ID, session: { accounts: [ANVIL_ACCOUNT_0], chainReference: '999' } });
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('embedded wallet: switches through the auth provider and re-reads the user and preferred account type', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const auth = scriptedAuthProvider({ address: other, preferredAccountType: 'smartAccount', accounts: [{ address: other, type: 'smartAccount' }] });
    const recording = createRecordingStorage();
    const { facade, container } = createHarness({ storage: recording.storage, options: { ports: { authProvider: auth.port } } });
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: AUTH_CONNECTOR_ID, session: evmSession });
    await facade.switchNetwork(CHAIN_B);
    expect(auth.calls).toEqual(['switchNetwork:31338', 'getUser:31338:smartAccount']);
    expect(facade.account().getSnapshot()).toMatchObject({ address: other, caipAddress: `eip155:31338:${other}` });
    expect(facade.account().getSnapshot().allAccounts).toEqual([{ address: other, type: 'smartAccount' }]);
    expect(JSON.parse(recording.entries.get(STORAGE_KEYS.preferredAccountTypes) ?? '{}')).toMatchObject({ eip155: 'smartAccount' });
  });

  it('WalletConnect wallet: the default chain is set before the switch', async () => {
    const { provider, calls } = addChainWallet(4902);
    const defaults: string[] = [];
    const wc: WalletProvider = { ...provider, setDefaultChain: (id) => void defaults.push(id) };
    const { facade, container } = createHarness();
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: WALLET_CONNECT_CONNECTOR_ID, session: evmSession, provider: wc });
    await facade.switchNetwork(CHAIN_B);
    expect(defaults).toEqual(['eip155:31338']);
    expect(calls).toContain('wallet_switchEthereumChain');
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31338');
  });

  it.each([4902, 5000, 32603])('code %i: the chain is added, then switched', async (code) => {
    const { provider, calls } = addChainWallet(code);
    const { facade, container } = createHarness();
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: 'scripted.wallet', session: evmSession, provider });
    await facade.switchNetwork(CHAIN_B);
    expect(calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31338');
  });

  it("any other failure: 'Chain is not supported', no add attempt, previous network kept", async () => {
    const { provider, calls } = addChainWallet(4200);
    const { facade, container } = createHarness();
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: 'scripted.wallet', session: evmSession, provider });
    await expect(facade.switchNetwork(CHAIN_B)).rejects.toThrow(ERRORS.CHAIN_NOT_SUPPORTED.message);
    expect(calls).toEqual(['wallet_switchEthereumChain']);
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31337');
  });

  it('SWITCH_NETWORK is sent once the switch is done (the wallet echoing chainChanged does not cancel it)', async () => {
    const { facade } = createHarness();
    const events = recordEvents(facade);
    await facade.ready;
    await facade.connect(RDNS);
    await facade.switchNetwork(CHAIN_B);
    expect(events.events.filter((e) => e.event === 'SWITCH_NETWORK')).toEqual([{ event: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } }]);
  });
});

describe('racing network flows end consistent', () => {
  function slowWallet() {
    const pending: (() => void)[] = [];
    const provider: WalletProvider = {
      request: ({ method }) => (method === 'wallet_switchEthereumChain' ? new Promise((resolve) => pending.push(() => resolve(null))) : Promise.resolve(null)),
    };
    return { provider, release: () => pending.splice(0).forEach((answer) => answer()) };
  }

  it('disconnect during a switch: the late wallet answer does not select the network', async () => {
    const wallet = slowWallet();
    const { facade, container } = createHarness();
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: 'scripted.wallet', session: evmSession, provider: wallet.provider });
    const switching = facade.switchNetwork(CHAIN_B);
    await settle();
    await facade.disconnect();
    wallet.release();
    await switching;
    expect(facade.stores.network.getSnapshot()).toMatchObject({ switching: false, caipNetwork: CHAIN_A });
    expect(facade.account().getSnapshot().isConnected).toBe(false);
  });

  it('two switches: the later one wins even when the earlier answer arrives last', async () => {
    const wallet = slowWallet();
    const { facade, container } = createHarness();
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: 'scripted.wallet', session: evmSession, provider: wallet.provider });
    const first = facade.switchNetwork(CHAIN_B);
    await settle();
    const second = facade.switchNetwork(CHAIN_A);
    await settle();
    wallet.release();
    await Promise.all([first, second]);
    expect(facade.stores.network.getSnapshot()).toMatchObject({ switching: false, caipNetwork: CHAIN_A });
  });

  it('switching while connecting: the wallet’s chain wins once the connection lands', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    const connecting = facade.connect(RDNS);
    await facade.switchNetwork(CHAIN_B);
    await connecting;
    await settle();
    expect(facade.state.getSnapshot().selectedNetworkId).toBe(`eip155:${page.wallet.currentChainId}`);
    expect(facade.account().getSnapshot()).toMatchObject({ isConnected: true, caipAddress: `eip155:${page.wallet.currentChainId}:${ANVIL_ACCOUNT_0}` });
  });
});
