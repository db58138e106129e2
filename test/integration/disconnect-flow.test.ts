import { describe, expect, it } from 'vitest';
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createHarness, settle, CHAIN_A, CHAIN_B } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { SOLANA_ADDRESS, SOLANA_MAINNET, recordEvents, scriptedAuthProvider, stubSolanaAdapter } from '../fakes/flow-fixtures.ts';
import { Connect } from '../../application/connect/index.ts';

const RDNS = 'dev.walletport.demo';
const NETWORKS = [CHAIN_A, CHAIN_B, SOLANA_MAINNET];
const evmSession = { accounts: [ANVIL_ACCOUNT_0], chainReference: '31337' };
const solanaSession = { accounts: [SOLANA_ADDRESS], chainReference: String(SOLANA_MAINNET.id) };

function twoChains(input: { solanaDisconnect?: () => Promise<void>; auth?: ReturnType<typeof scriptedAuthProvider> } = {}) {
  const recording = createRecordingStorage();
  const harness = createHarness({
    storage: recording.storage,
    options: {
      networks: NETWORKS,
      adapters: [evmAdapterWithBalances({}), stubSolanaAdapter(input.solanaDisconnect)],
      ...(input.auth ? { ports: { authProvider: input.auth.port } } : {}),
    },
  });
  return { ...harness, recording, events: recordEvents(harness.facade) };
}

describe('disconnecting one namespace or all of them', () => {
  it('one namespace: only that chain goes, DISCONNECT_SUCCESS names it', async () => {
    const { facade, events, container } = twoChains();
    await facade.ready;
    await facade.connect(RDNS);
    await container.get<Connect>(Connect.token).connection.attachSession('solana', { connectorId: 'app.phantom', session: solanaSession });
    await facade.disconnect('solana');
    expect(facade.account('solana').getSnapshot().isConnected).toBe(false);
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(true);
    expect(events.events.find((e) => e.event === 'DISCONNECT_SUCCESS')?.properties).toEqual({ namespace: 'solana' });
  });

  it.each([
    ['WalletConnect', WALLET_CONNECT_CONNECTOR_ID],
    ['auth', AUTH_CONNECTOR_ID],
  ])('cascades to the chains sharing the %s connector', async (_name, connectorId) => {
    const { facade, container } = twoChains({ auth: scriptedAuthProvider() });
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId, session: evmSession });
    await container.get<Connect>(Connect.token).connection.attachSession('solana', { connectorId, session: solanaSession });
    await facade.disconnect('solana');
    expect(facade.account('solana').getSnapshot().isConnected).toBe(false);
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
  });

  it('all namespaces: connector ids, social provider and status go; the view resets to Connect', async () => {
    const { facade, recording, events, container } = twoChains();
    await facade.ready;
    await facade.connect(RDNS);
    await container.get<Connect>(Connect.token).connection.attachSession('solana', { connectorId: 'app.phantom', session: solanaSession });
    await recording.storage.setItem(STORAGE_KEYS.connectedSocial, '"google"');
    await facade.disconnect();
    expect(facade.stores.accounts.getSnapshot().eip155?.status).toBe('disconnected');
    expect(facade.stores.accounts.getSnapshot().solana?.status).toBe('disconnected');
    expect(recording.entries.has(connectorIdKey('eip155'))).toBe(false);
    expect(recording.entries.has(connectorIdKey('solana'))).toBe(false);
    expect(recording.entries.has(STORAGE_KEYS.connectedSocial)).toBe(false);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(facade.stores.connection.getSnapshot().status).toBe('disconnected');
    expect(events.events.find((e) => e.event === 'DISCONNECT_SUCCESS')?.properties).toEqual({ namespace: 'all' });
  });

  it("each chain is independent: one failing does not stop the other; DISCONNECT_ERROR and 'Failed to disconnect'", async () => {
    const { facade, events, reports, container } = twoChains({ solanaDisconnect: async () => Promise.reject(new Error('phantom crashed')) });
    await facade.ready;
    await facade.connect(RDNS);
    await container.get<Connect>(Connect.token).connection.attachSession('solana', { connectorId: 'app.phantom', session: solanaSession, provider: { request: async () => null } });
    await expect(facade.disconnect()).rejects.toThrow(ERRORS.FAILED_TO_DISCONNECT.message);
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
    expect(facade.account('solana').getSnapshot().isConnected).toBe(false);
    expect(events.names()).toContain('DISCONNECT_ERROR');
    expect(events.names()).not.toContain('DISCONNECT_SUCCESS');
    expect(reports.some((r) => r.context === 'disconnect failed')).toBe(true);
    expect(facade.stores.modal.getSnapshot().loading).toBe(false);
  });

  it('sets loading while it runs', async () => {
    const { facade, clock, container } = twoChains({ solanaDisconnect: () => new Promise(() => undefined) });
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('solana', { connectorId: 'app.phantom', session: solanaSession, provider: { request: async () => null } });
    const done = facade.disconnect('solana');
    await settle();
    expect(facade.stores.modal.getSnapshot().loading).toBe(true);
    expect(facade.account('solana').getSnapshot().isConnected).toBe(false); // local state first: a hanging wallet holds nothing
    clock.advance(3_000); // the wallet never answers: it is given up on after 3 s
    await done;
    expect(facade.stores.modal.getSnapshot().loading).toBe(false);
  });

  it('embedded wallet: the cache is cleared at once, sign-out is awaited at most 3 s, then pending requests abort', async () => {
    const auth = scriptedAuthProvider();
    auth.state.hangSignOut = true;
    const { facade, clock, recording, container } = twoChains({ auth });
    await facade.ready;
    await recording.storage.setItem(EMBEDDED_WALLET_STORAGE_KEYS.email, '"a@b.co"');
    await recording.storage.setItem(EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed, 'true');
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: AUTH_CONNECTOR_ID, session: evmSession });
    let finished = false;
    const done = facade.disconnect().then(() => (finished = true));
    await settle();
    expect(recording.entries.has(EMBEDDED_WALLET_STORAGE_KEYS.email)).toBe(false);
    expect(recording.entries.has(EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed)).toBe(false);
    expect(auth.calls).toContain('signOut');
    clock.advance(2_999);
    await settle();
    expect(finished).toBe(false);
    expect(auth.state.aborted).toBe(0);
    clock.advance(1);
    await done;
    expect(finished).toBe(true);
    expect(auth.state.aborted).toBe(1);
  });

  it('embedded wallet: a prompt sign-out confirmation ends the wait without aborting', async () => {
    const auth = scriptedAuthProvider();
    const { facade, container } = twoChains({ auth });
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: AUTH_CONNECTOR_ID, session: evmSession });
    await facade.disconnect();
    expect(auth.calls).toContain('signOut');
    expect(auth.state.aborted).toBe(0);
  });

  it('the connection reset clears URI, expiry, linking, recent wallet and the stored deep link', async () => {
    const { facade, recording, container } = twoChains();
    await facade.ready;
    facade.stores.connection.update({ wcUri: 'wc:abc', wcPairingExpiry: 10, wcLinking: { name: 'x', href: 'x://' }, recentWallet: { id: 'a', rdns: undefined, name: 'A' }, status: 'connected' });
    await recording.storage.setItem(STORAGE_KEYS.deepLinkChoice, '{"href":"x://","name":"x"}');
    await container.get<Connect>(Connect.token).chainDisconnect.resetConnection();
    expect(facade.stores.connection.getSnapshot()).toMatchObject({ wcUri: undefined, wcPairingExpiry: undefined, wcLinking: undefined, recentWallet: undefined, status: 'disconnected' });
    expect(recording.entries.has(STORAGE_KEYS.deepLinkChoice)).toBe(false);
  });
});
