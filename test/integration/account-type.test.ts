import { describe, expect, it } from 'vitest';
import type { AuthProviderPort, PreferredAccountType } from '../../application/ports/auth-provider.port.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import { EMPTY_ACCOUNT } from '../../application/stores/state.ts';
import { AUTH_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { ERRORS, catalogueError } from '../../domain/errors/catalogue.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';

const EOA = '0x1111111111111111111111111111111111111111';
const SMART = '0x2222222222222222222222222222222222222222';

/** A scripted embedded-wallet auth provider that records what it was asked. */
function fakeAuthProvider(script: { setFails?: boolean; networksFail?: boolean; user?: () => unknown } = {}) {
  const calls: string[] = [];
  let preferred: PreferredAccountType = 'eoa';
  const provider: AuthProviderPort = {
    getUser: async (input) => {
      calls.push(`getUser:${String(input.chainId)}:${input.preferredAccountType ?? ''}`);
      if (script.user) return script.user() as EmbeddedWalletUser;
      return {
        address: preferred === 'smartAccount' ? SMART : EOA,
        chainId: input.chainId,
        accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }],
        preferredAccountType: preferred,
        smartAccountDeployed: preferred === 'smartAccount',
      };
    },
    setPreferredAccount: async (type) => {
      calls.push(`set:${type}`);
      // As the frame transport does: the frame's error reply as a catalogue error carrying its message.
      if (script.setFails) throw catalogueError('WRAPPED', { params: { message: 'frame said no' } });
      preferred = type;
    },
    getSmartAccountEnabledNetworks: async () => {
      calls.push('networks');
      if (script.networksFail) throw new Error('frame timeout');
      return [31337, 1];
    },
    switchNetwork: async () => undefined,
    request: async () => null,
    signOut: async () => undefined,
    reload: async () => undefined,
  };
  return { provider, calls };
}

async function embedded(script: Parameters<typeof fakeAuthProvider>[0] = {}) {
  const auth = fakeAuthProvider(script);
  const storage = createMemoryStorage();
  const harness = createHarness({ storage, options: { ports: { authProvider: auth.provider } } });
  await harness.facade.ready;
  // An embedded-wallet connection, as the auth connector leaves it.
  harness.facade.stores.accounts.update({ eip155: { ...EMPTY_ACCOUNT, status: 'connected', connectorId: AUTH_CONNECTOR_ID, address: EOA } });
  const events: ModalEvent[] = [];
  harness.facade.subscribeEvents((event) => events.push(event));
  return { ...harness, auth, storage, events };
}

describe('switching the embedded account between eoa and smartAccount', () => {
  it('sets loading, tells the auth provider, stores the types, reconnects, clears loading and sends the event', async () => {
    const { facade, auth, storage, events } = await embedded();
    const loading: boolean[] = [];
    facade.flows.accountType.state.subscribe((state) => loading.push(state.loading));
    await expect(facade.flows.accountType.commands.set({ type: 'smartAccount' })).resolves.toBe('smartAccount');
    expect(loading[0]).toBe(true);
    expect(loading.at(-1)).toBe(false);
    expect(auth.calls).toEqual(['set:smartAccount', 'getUser:31337:smartAccount', 'networks']);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.preferredAccountTypes) ?? '{}')).toEqual({ eip155: 'smartAccount' });
    expect(facade.flows.accountType.state.getSnapshot()).toMatchObject({
      loading: false,
      preferredAccountTypes: { eip155: 'smartAccount' },
      smartAccountDeployed: true,
      smartAccountEnabledNetworks: [31337, 1],
      user: expect.objectContaining({ address: SMART }),
    });
    expect(facade.account().getSnapshot()).toMatchObject({ address: SMART, caipAddress: `eip155:31337:${SMART}` });
    expect(facade.account().getSnapshot().allAccounts).toEqual([{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }]);
    expect(events.map((event) => event.data)).toContainEqual({ type: 'track', event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { accountType: 'smartAccount', network: 'eip155:31337' } });
  });

  it('falls back to eoa when the auth provider fails to set the type', async () => {
    const { facade, storage, events, reports } = await embedded({ setFails: true });
    await expect(facade.flows.accountType.commands.set({ type: 'smartAccount' })).resolves.toBe('eoa');
    expect(facade.flows.accountType.state.getSnapshot()).toMatchObject({ loading: false, preferredAccountTypes: { eip155: 'eoa' }, error: expect.objectContaining({ shortMessage: 'frame said no' }) });
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.preferredAccountTypes) ?? '{}')).toEqual({ eip155: 'eoa' });
    expect(events.at(-1)?.data.properties).toMatchObject({ accountType: 'eoa' });
    expect(reports.some((report) => report.context.startsWith('setting the preferred account type failed'))).toBe(true);
  });

  it('a failed smart-account-networks request leaves an empty list', async () => {
    const { facade } = await embedded({ networksFail: true });
    await facade.flows.accountType.commands.set({ type: 'smartAccount' });
    expect(facade.flows.accountType.state.getSnapshot()).toMatchObject({ smartAccountEnabledNetworks: [], loading: false, preferredAccountTypes: { eip155: 'smartAccount' } });
  });

  it('a garbage user changes no account, is reported, and loading still clears', async () => {
    for (const user of [() => null, () => 'user', () => ({ address: 42 }), () => { throw new Error('gone'); }]) {
      const { facade, reports } = await embedded({ user });
      await facade.flows.accountType.commands.set({ type: 'smartAccount' });
      expect(facade.account().getSnapshot().address).toBe(EOA);
      expect(facade.flows.accountType.state.getSnapshot().loading).toBe(false);
      expect(reports.length).toBeGreaterThan(0);
    }
  });

  it('a browser-wallet connection keeps its own address', async () => {
    const { facade } = await embedded();
    facade.stores.accounts.update({ eip155: { ...EMPTY_ACCOUNT, status: 'connected', connectorId: 'dev.walletport.demo', address: EOA } });
    await facade.flows.accountType.commands.set({ type: 'smartAccount' });
    expect(facade.account().getSnapshot().address).toBe(EOA);
    expect(facade.flows.accountType.state.getSnapshot().user?.address).toBe(SMART);
  });

  it('without an embedded wallet it rejects with the catalogue error and sends nothing', async () => {
    // With a projectId the e-mail login would go to Reown's hosted secure site: both logins off means no embedded wallet.
    const { facade } = createHarness({ options: { features: { email: false, socials: false } } });
    await facade.ready;
    const events: ModalEvent[] = [];
    facade.subscribeEvents((event) => events.push(event));
    await expect(facade.flows.accountType.commands.set({ type: 'smartAccount' })).rejects.toThrow(ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND.message);
    expect(facade.flows.accountType.state.getSnapshot()).toMatchObject({ loading: false, error: expect.objectContaining({ code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' }) });
    expect(events).toEqual([]);
  });

  it('reads the stored preferred types at start', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.preferredAccountTypes]: JSON.stringify({ eip155: 'eoa' }) });
    const { facade } = createHarness({ storage });
    await facade.ready;
    await settle();
    expect(facade.flows.accountType.state.getSnapshot().preferredAccountTypes).toEqual({ eip155: 'eoa' });
  });
});
