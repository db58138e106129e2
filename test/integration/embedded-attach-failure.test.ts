import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { catalogueMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { errorText } from '../../presentation/components/error-text.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { FRAME_URL, fakePopups, socialFrame } from '../fakes/social-login-fakes.ts';

/** What the frame's internals say when reading the user breaks: never meant for the visitor or the page. */
const FRAME_INTERNALS = 'boom: internal';

/** A signed-in frame whose user read fails with its own plain error, as a broken frame build would answer. */
function brokenUserFrame() {
  const frame = socialFrame();
  const auth: AuthProviderPort = {
    ...frame.auth,
    connectOtp: async () => undefined,
    // The approval without its user (as Reown's hosted site answers): the page reads the user itself.
    connectFarcaster: async () => {
      frame.state.signedIn = true;
      return { userName: 'walletport-tester', user: undefined };
    },
    getUser: async () => {
      throw new Error(FRAME_INTERNALS);
    },
  };
  return { ...frame, auth };
}

function setUp(auth: AuthProviderPort, storage = createMemoryStorage()) {
  const harness = createHarness({
    storage,
    announce: false,
    options: { embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: auth, popups: fakePopups().port } },
  });
  return { ...harness, storage };
}

/** An e-mail login in the open modal, up to the code the frame accepts. */
async function emailLoginThrough(auth: AuthProviderPort) {
  const harness = setUp(auth);
  await harness.facade.ready;
  await harness.facade.open();
  const login = harness.facade.flows.emailLogin;
  await login.commands.start({ email: 'visitor@example.com' });
  await login.commands.submitOtp({ otp: '123456' });
  await settle();
  return { ...harness, login };
}

/** Whatever escapes to the host page as an unhandled rejection. */
const escaped: unknown[] = [];
const onUnhandled = (reason: unknown): void => void escaped.push(reason);
beforeEach(() => {
  escaped.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link instanceof Error && chain.length < 10; link = link.cause) chain.push(link);
  return chain;
}

/** The visitor reads catalogue text, and the error the page can read carries no frame internals. */
function expectCatalogueError(error: WalletportError | undefined): void {
  expect(WalletportError.isOwn(error)).toBe(true);
  if (!error) return;
  expect(error.message).not.toContain(FRAME_INTERNALS);
  expect(errorText(error)).toBe(catalogueMessage('CONNECTION_FAILED'));
  // Kept for the maintainer's report, out of the visitor's sight.
  expect(causeChain(error).some((link) => link instanceof Error && link.message === FRAME_INTERNALS)).toBe(true);
}

describe('the embedded wallet when the frame fails to give its user', () => {
  it('a Farcaster login ends in the view with short catalogue text; nothing is connected or stored as signed in', async () => {
    const frame = brokenUserFrame();
    const { facade, storage } = setUp(frame.auth);
    await facade.ready;
    await facade.open({ view: 'ConnectingFarcaster' });
    const login = facade.flows.farcasterLogin;
    await login.commands.start();
    await settle();
    expect(login.state.getSnapshot().step).toBe('error');
    expectCatalogueError(login.state.getSnapshot().error);
    expect(facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: false });
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'ConnectingFarcaster' } });
    expect(storage.entries.get(STORAGE_KEYS.connectionStatus)).not.toBe('"connected"');
    expect(escaped).toEqual([]);
  });

  it('an e-mail login goes back to the code with short catalogue text', async () => {
    const { facade, login } = await emailLoginThrough(brokenUserFrame().auth);
    expect(login.state.getSnapshot().step).toBe('verifyOtp');
    expectCatalogueError(login.state.getSnapshot().error);
    expect(facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: false });
    expect(facade.stores.connection.getSnapshot().status).not.toBe('connecting');
    expect(escaped).toEqual([]);
  });

  it('a session restored at start ends disconnected, with no user left in the account type', async () => {
    const storage = createMemoryStorage();
    const working = socialFrame();
    const first = setUp(working.auth, storage);
    await first.facade.ready;
    await first.facade.open({ view: 'ConnectingFarcaster' });
    await first.facade.flows.farcasterLogin.commands.start();
    await settle();
    expect(first.facade.account('eip155').getSnapshot().isConnected).toBe(true);
    first.facade.destroy();

    const broken = brokenUserFrame();
    // Still signed in, so the restore goes on to read the user.
    broken.state.signedIn = true;
    const second = setUp(broken.auth, storage);
    await second.facade.ready;
    await settle();
    expect(second.facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: false, status: 'disconnected' });
    expect(second.facade.stores.connection.getSnapshot().status).toBe('disconnected');
    expect(second.facade.flows.accountType.state.getSnapshot().user).toBeUndefined();
    // The user read is what failed: the report names the frame's error, for the maintainer.
    const report = second.reports.find((entry) => entry.context === 'embedded wallet restore failed');
    expect(causeChain(report?.error).some((link) => link instanceof Error && link.message === FRAME_INTERNALS)).toBe(true);
    expect(escaped).toEqual([]);
  });
});

describe('the embedded wallet when the frame names a user whose address is no address', () => {
  it('an e-mail login ends with catalogue text and leaves no user in state and nothing stored as signed in', async () => {
    const frame = socialFrame();
    const auth: AuthProviderPort = {
      ...frame.auth,
      connectOtp: async () => undefined,
      getUser: async () => ({ address: 'not-an-address', chainId: 1, email: 'visitor@example.com', accounts: [], smartAccountDeployed: false }),
    };
    const { facade, storage, login } = await emailLoginThrough(auth);
    const { error } = login.state.getSnapshot();
    expect(error && errorText(error)).toBe(catalogueMessage('CONNECTION_FAILED'));
    expect(facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: false });
    expect(facade.flows.accountType.state.getSnapshot().user).toBeUndefined();
    // A reload must not try to restore a session that never attached.
    expect(storage.entries.get(EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed)).not.toBe('true');
    expect(escaped).toEqual([]);
  });
});

/** The EVM family's chunk, which fails to load while `failing` is set, as a dropped connection would make it. */
function flakyEvmChunk() {
  const real = evmAdapterWithBalances({});
  const control = { failing: false, loads: 0 };
  const descriptor: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: (context) => {
      control.loads += 1;
      return control.failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real.load(context);
    },
  };
  return { descriptor, control };
}

describe('the embedded wallet when its session fails to attach after the frame gave its user', () => {
  it('a Farcaster login leaves no user, nothing stored as signed in or connected, and a second try connects', async () => {
    const chunk = flakyEvmChunk();
    const storage = createMemoryStorage();
    const harness = createHarness({
      storage,
      announce: false,
      options: { adapters: [chunk.descriptor], embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: socialFrame().auth, popups: fakePopups().port } },
    });
    const { facade } = harness;
    await facade.ready;
    await facade.open({ view: 'ConnectingFarcaster' });
    const login = facade.flows.farcasterLogin;
    chunk.control.failing = true;
    const loadsBefore = chunk.control.loads;
    await login.commands.start();
    await settle();
    // The chunk was asked for by the attach itself: the failure is the one under test.
    expect(chunk.control.loads).toBeGreaterThan(loadsBefore);
    expect(login.state.getSnapshot().step).toBe('error');
    const { error } = login.state.getSnapshot();
    expect(error && errorText(error)).toBe(catalogueMessage('CONNECTION_FAILED'));
    expect(facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: false });
    expect(facade.stores.connection.getSnapshot().status).toBe('disconnected');
    expect(facade.flows.accountType.state.getSnapshot().user).toBeUndefined();
    // A reload must find neither a connection nor an embedded sign-in to restore.
    expect(storage.entries.get(STORAGE_KEYS.connectionStatus)).not.toBe('"connected"');
    expect(storage.entries.get(EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed)).not.toBe('true');
    expect(escaped).toEqual([]);

    chunk.control.failing = false;
    await login.commands.start();
    await settle();
    expect(facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: true });
    expect(facade.flows.accountType.state.getSnapshot().user).toBeDefined();
    expect(storage.entries.get(EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed)).toBe('true');
  });
});
