import { describe, expect, it, vi } from 'vitest';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { BlockchainApiPort, RegisterNameRequest } from '../../application/ports/blockchain-api.port.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { CHAIN_A, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { nameRecord } from '../fixtures/names.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { ProviderRpcError, USER_REJECTED } from '../wallets/provider-error.ts';

const SIGNATURE = `0x${'12'.repeat(65)}`;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function fakeApi(overrides: Partial<BlockchainApiPort> = {}) {
  const api = {
    fetchTransactions: vi.fn(),
    getBalance: vi.fn(),
    lookupName: vi.fn(),
    reverseLookup: vi.fn(async (address: string) => [nameRecord('alice.reown.id', address)]),
    fetchIdentity: vi.fn(async () => ({ name: 'alice.reown.id', avatar: 'https://avatars.example/alice.png' })),
    getNameSuggestions: vi.fn(async (name: string) => [{ name: `${name}.reown.id`, registered: false }]),
    registerName: vi.fn(async (request: RegisterNameRequest) => nameRecord('x', request.address)),
    ...overrides,
  };
  return api;
}

function fakeAuth(sign: () => Promise<unknown> = async () => SIGNATURE) {
  const request = vi.fn(async (_args: { readonly method: string; readonly params?: unknown }) => sign());
  const auth: AuthProviderPort = {
    getUser: vi.fn(),
    setPreferredAccount: vi.fn(),
    getSmartAccountEnabledNetworks: vi.fn(),
    switchNetwork: vi.fn(),
    request,
    signOut: vi.fn(),
    reload: vi.fn(),
    syncTheme: vi.fn(),
  } as AuthProviderPort;
  return { auth, request };
}

function setUp(input: { api?: ReturnType<typeof fakeApi>; auth?: AuthProviderPort | undefined } = {}) {
  const api = input.api ?? fakeApi();
  const harness = createHarness({
    options: { ports: { blockchainApi: api, ...(input.auth ? { authProvider: input.auth } : {}) } },
  });
  return { ...harness, api };
}

describe('name suggestions, fetched once the input has been still for 500 ms', () => {
  it('asks once the input has been still for 500 ms, with the last input only', async () => {
    const { facade, clock, api } = setUp();
    await facade.ready;
    for (const text of ['alic', 'alice', 'alice-x']) {
      facade.flows.names.commands.search(text);
      clock.advance(200);
    }
    clock.advance(299);
    expect(api.getNameSuggestions).not.toHaveBeenCalled();
    clock.advance(1);
    await settle();
    expect(api.getNameSuggestions).toHaveBeenCalledTimes(1);
    expect(api.getNameSuggestions).toHaveBeenCalledWith('alice-x', CHAIN_A.caipNetworkId);
    expect(facade.flows.names.state.getSnapshot()).toMatchObject({ query: 'alice-x', suggestions: [{ name: 'alice-x.reown.id', registered: false }], loading: false });
  });

  it('does not ask for a name that breaks the rule (under 4 characters, or other characters)', async () => {
    const { facade, clock, api } = setUp();
    await facade.ready;
    facade.flows.names.commands.search('abc');
    facade.flows.names.commands.search('ab_cd');
    clock.advance(1_000);
    await settle();
    expect(api.getNameSuggestions).not.toHaveBeenCalled();
    expect(facade.flows.names.state.getSnapshot().suggestions).toEqual([]);
  });

  it('a late answer for an older query never overwrites a newer one', async () => {
    const slow = deferred<readonly { name: string; registered: boolean }[]>();
    const api = fakeApi({
      getNameSuggestions: vi.fn(async (name: string) => (name === 'first' ? slow.promise : [{ name: `${name}.reown.id`, registered: true }])),
    });
    const { facade, clock } = setUp({ api });
    await facade.ready;
    facade.flows.names.commands.search('first');
    clock.advance(500);
    facade.flows.names.commands.search('second');
    clock.advance(500);
    await settle();
    slow.resolve([{ name: 'first.reown.id', registered: false }]);
    await settle();
    expect(facade.flows.names.state.getSnapshot()).toMatchObject({ query: 'second', suggestions: [{ name: 'second.reown.id', registered: true }] });
  });

  it("a failure says 'Error fetching name suggestions' and empties the list", async () => {
    const api = fakeApi({ getNameSuggestions: vi.fn(async () => Promise.reject(new Error('HTTP status code: 500'))) });
    const { facade, clock } = setUp({ api });
    await facade.ready;
    facade.flows.names.commands.search('alice');
    clock.advance(500);
    await settle();
    expect(facade.flows.names.state.getSnapshot()).toMatchObject({ suggestions: [], loading: false, error: expect.objectContaining({ shortMessage: 'Error fetching name suggestions' }) });
  });
});

describe('name registration (needs a connected address, the embedded auth connector and an active network): sign, push the success view, register, back to the form on failure', () => {
  it('signs the name with empty attributes and a timestamp in seconds, pushes the success view, then registers', async () => {
    const signing = deferred<unknown>();
    const registering = deferred<ReturnType<typeof nameRecord>>();
    const api = fakeApi({ registerName: vi.fn(() => registering.promise) });
    const { auth, request } = fakeAuth(() => signing.promise);
    const { facade, clock } = setUp({ api, auth });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.open({ view: 'RegisterAccountName' });
    clock.advance(1_700_000_123_456);
    const done = facade.flows.names.commands.register('alice');
    await settle();
    const message = JSON.stringify({ name: 'alice', attributes: {}, timestamp: 1_700_000_123 });
    expect(request).toHaveBeenCalledWith({ method: 'personal_sign', params: [`0x${Buffer.from(message, 'utf8').toString('hex')}`, ANVIL_ACCOUNT_0] });
    // Step 2 comes only after the signature.
    expect(facade.stores.modal.getSnapshot().router.transactionStack ?? []).toHaveLength(0);
    signing.resolve(SIGNATURE);
    await settle();
    expect(facade.stores.modal.getSnapshot().router.transactionStack).toHaveLength(1);
    expect(facade.stores.modal.getSnapshot().router.transactionStack?.[0]).toMatchObject({ view: 'RegisterAccountNameSuccess' });
    expect(api.registerName).toHaveBeenCalledWith({ caipNetworkId: CHAIN_A.caipNetworkId, coinType: (0x80000000 | 31337) >>> 0, address: ANVIL_ACCOUNT_0, signature: SIGNATURE, message });
    registering.resolve(nameRecord('alice.reown.id', ANVIL_ACCOUNT_0));
    await expect(done).resolves.toBe(true);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('RegisterAccountNameSuccess');
    expect(facade.flows.names.state.getSnapshot()).toMatchObject({ registering: false, registeredName: 'alice', error: undefined });
    // The new name is known at once (name cache), without a reverse lookup.
    await expect(facade.flows.names.commands.nameOf(ANVIL_ACCOUNT_0)).resolves.toBe('alice');
    expect(api.reverseLookup).not.toHaveBeenCalled();
  });

  it("a failed registration goes back to RegisterAccountName with 'Error registering name {name}' and leaves no pending entry", async () => {
    const api = fakeApi({ registerName: vi.fn(async () => Promise.reject(new Error('HTTP status code: 409'))) });
    const { facade } = setUp({ api, auth: fakeAuth().auth });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.open({ view: 'RegisterAccountName' });
    await expect(facade.flows.names.commands.register('alice')).resolves.toBe(false);
    expect(facade.flows.names.state.getSnapshot()).toMatchObject({ registering: false, loading: false, error: expect.objectContaining({ shortMessage: 'Error registering name alice' }) });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('RegisterAccountName');
    expect(facade.stores.modal.getSnapshot().router.transactionStack ?? []).toEqual([]);
  });

  it('a declined signature registers nothing and stays on RegisterAccountName', async () => {
    const api = fakeApi();
    const { facade } = setUp({ api, auth: fakeAuth(async () => Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.'))).auth });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.open({ view: 'RegisterAccountName' });
    await expect(facade.flows.names.commands.register('alice')).resolves.toBe(false);
    expect(api.registerName).not.toHaveBeenCalled();
    expect(facade.flows.names.state.getSnapshot().error?.shortMessage).toBe('Error registering name alice');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('RegisterAccountName');
  });

  it('a wallet answering garbage instead of a signature is a failure, not a registration', async () => {
    const api = fakeApi();
    const { facade } = setUp({ api, auth: fakeAuth(async () => ({ not: 'a signature' })).auth });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await expect(facade.flows.names.commands.register('alice')).resolves.toBe(false);
    expect(api.registerName).not.toHaveBeenCalled();
  });

  it("needs the auth connector and a connected address: 'Address or auth connector not found'", async () => {
    // With a projectId the e-mail login would go to Reown's hosted secure site: both logins off means no auth connector.
    const withoutAuth = createHarness({ options: { ports: { blockchainApi: fakeApi() }, features: { email: false, socials: false } } });
    await withoutAuth.facade.ready;
    await withoutAuth.facade.connect('dev.walletport.demo');
    await expect(withoutAuth.facade.flows.names.commands.register('alice')).resolves.toBe(false);
    expect(withoutAuth.facade.flows.names.state.getSnapshot().error?.shortMessage).toBe(ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND.message);

    const { auth, request } = fakeAuth();
    const notConnected = setUp({ auth });
    await notConnected.facade.ready;
    await expect(notConnected.facade.flows.names.commands.register('alice')).resolves.toBe(false);
    expect(notConnected.facade.flows.names.state.getSnapshot().error?.shortMessage).toBe(ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND.message);
    expect(request).not.toHaveBeenCalled();
  });

  it('a second registration while one runs is refused', async () => {
    const signing = deferred<unknown>();
    const { auth, request } = fakeAuth(() => signing.promise);
    const { facade } = setUp({ auth });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const first = facade.flows.names.commands.register('alice');
    await expect(facade.flows.names.commands.register('bobby')).resolves.toBe(false);
    signing.resolve(SIGNATURE);
    await expect(first).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('identity and names of an address, cached 5 minutes', () => {
  it('reads identity once per 5 minutes and the name once per 5 minutes', async () => {
    const { facade, clock, api } = setUp();
    await facade.ready;
    await expect(facade.flows.names.commands.identity(ANVIL_ACCOUNT_0)).resolves.toEqual({ name: 'alice.reown.id', avatar: 'https://avatars.example/alice.png' });
    clock.advance(5 * 60_000 - 1);
    await facade.flows.names.commands.identity(ANVIL_ACCOUNT_0.toLowerCase());
    expect(api.fetchIdentity).toHaveBeenCalledTimes(1);
    expect(api.fetchIdentity).toHaveBeenCalledWith(ANVIL_ACCOUNT_0, CHAIN_A.caipNetworkId);
    clock.advance(1);
    await facade.flows.names.commands.identity(ANVIL_ACCOUNT_0);
    expect(api.fetchIdentity).toHaveBeenCalledTimes(2);

    await expect(facade.flows.names.commands.nameOf(ANVIL_ACCOUNT_0)).resolves.toBe('alice.reown.id');
    clock.advance(4 * 60_000);
    await facade.flows.names.commands.nameOf(ANVIL_ACCOUNT_0);
    expect(api.reverseLookup).toHaveBeenCalledTimes(1);
    clock.advance(60_000);
    await facade.flows.names.commands.nameOf(ANVIL_ACCOUNT_0);
    expect(api.reverseLookup).toHaveBeenCalledTimes(2);
  });

  it('asks nothing on a testnet, and a failed read answers undefined without caching', async () => {
    const testnet = defineEvmNetwork({ id: 11155111, name: 'Sepolia', rpcUrl: 'http://127.0.0.1:5', testnet: true });
    const api = fakeApi();
    const onTestnet = createHarness({ options: { networks: [testnet], ports: { blockchainApi: api } } });
    await onTestnet.facade.ready;
    await expect(onTestnet.facade.flows.names.commands.identity(ANVIL_ACCOUNT_0)).resolves.toBeUndefined();
    await expect(onTestnet.facade.flows.names.commands.nameOf(ANVIL_ACCOUNT_0)).resolves.toBeUndefined();
    expect(api.fetchIdentity).not.toHaveBeenCalled();

    const failing = fakeApi({ fetchIdentity: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { facade } = setUp({ api: failing });
    await facade.ready;
    await expect(facade.flows.names.commands.identity(ANVIL_ACCOUNT_0)).resolves.toBeUndefined();
    await facade.flows.names.commands.identity(ANVIL_ACCOUNT_0);
    expect(failing.fetchIdentity).toHaveBeenCalledTimes(2);
  });
});
