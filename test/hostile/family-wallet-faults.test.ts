import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiwxSession } from '../../application/ports/siwx.port.ts';
import { CONNECT_REQUEST_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { ERRORS, type ErrorCode } from '../../domain/errors/entries.ts';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { DefaultSIWX, InformalMessenger, LocalStorage } from '../../infrastructure/siwx/entry.ts';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { CHAIN_A, settle } from '../fakes/app-kit-harness.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { POLKADOT_TEST_ADDRESS } from '../wallets/polkadot-keys.ts';
import {
  FAMILY_NETWORK, createFaultPage, familySite, faultyWallet, throwingWallets,
  type ConnectBehaviour, type Family, type FamilySite, type FaultPage, type FaultyWallet, type SignatureFault,
} from './family-wallet-faults.fixture.ts';

const EVM_ID = 'dev.walletport.demo';
const FAMILIES: readonly Family[] = ['polkadot', 'bip122', 'cosmos'];
let page: FaultPage;
const cleanups: (() => void)[] = [];

// The Keplr and injected bitcoin discoveries read `window`: the fault page stands in for it.
beforeEach(() => {
  page = createFaultPage();
  Object.defineProperty(globalThis, 'window', { value: page, configurable: true, writable: true });
});
afterEach(() => {
  cleanups.splice(0).reverse().forEach((cleanup) => cleanup());
  delete (globalThis as { window?: unknown }).window;
});

function install(family: Family, behaviour: ConnectBehaviour, signature?: SignatureFault): FaultyWallet {
  const wallet = faultyWallet(family, page, behaviour, signature);
  cleanups.push(() => wallet.remove());
  return wallet;
}

async function siteWithEvmConnected(siwx?: DefaultSIWX): Promise<FamilySite> {
  const site = familySite({ page, ...(siwx ? { siwx } : {}) });
  cleanups.push(() => site.facade.destroy());
  await site.facade.ready;
  expect(await site.facade.connect(EVM_ID, 'eip155')).toBe(true);
  return site;
}

function expectEvmInUse(facade: AppKitFacade): void {
  expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0, caipAddress: `${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}` });
  expect(facade.state.getSnapshot().activeChain).toBe('eip155');
  expect(facade.stores.connection.getSnapshot().status).toBe('connected');
}

/** No key of the site's storage says the family, or its wallet, is connected. */
function expectNothingStoredFor(site: FamilySite, family: Family, wallet: FaultyWallet): void {
  expect(site.storage.entries.get(connectorIdKey('eip155'))).toBe(JSON.stringify(EVM_ID));
  expect(site.storage.entries.has(connectorIdKey(family))).toBe(false);
  expect(site.storage.entries.get(STORAGE_KEYS.connectedNamespaces)).toBe('["eip155"]');
  expect(site.storage.entries.get(STORAGE_KEYS.activeNamespace)).toBe('"eip155"');
  expect(site.storage.entries.get(STORAGE_KEYS.connectionStatus)).toBe('"connected"');
  // Nor any other entry (recent wallets, caches): the failed wallet and its family appear nowhere.
  for (const [key, value] of site.storage.entries) {
    expect(`${key}=${value}`).not.toContain(wallet.connectorId);
    expect(`${key}=${value}`).not.toContain(`${family}:`);
  }
}

/** The visitor sees `code`; nothing of the family is connected, stored, or restored by a reload; EVM is as it was. */
async function expectRefused(site: FamilySite, family: Family, wallet: FaultyWallet, code: ErrorCode): Promise<void> {
  const account = site.facade.stores.accounts.getSnapshot()[family];
  expect(account?.status ?? 'disconnected').not.toBe('connected');
  expect(account?.error).toMatchObject({ code, shortMessage: ERRORS[code].message });
  expectEvmInUse(site.facade);
  expectNothingStoredFor(site, family, wallet);
  const asked = wallet.calls.length;
  site.facade.destroy();
  const reloaded = familySite({ page, storage: site.storage, evmPage: site.evmPage });
  cleanups.push(() => reloaded.facade.destroy());
  await reloaded.facade.ready;
  await settle();
  expect(reloaded.facade.stores.accounts.getSnapshot()[family]?.status ?? 'disconnected').not.toBe('connected');
  expectEvmInUse(reloaded.facade);
  // The reload asked the wallet nothing: no prompt for a family that never connected.
  expect(wallet.calls).toHaveLength(asked);
}

describe('a family wallet that never answers the connect', () => {
  it.each(FAMILIES)('%s: the connect deadline ends it with CONNECTION_TIMED_OUT', async (family) => {
    const wallet = install(family, 'hangs');
    const site = await siteWithEvmConnected();
    let outcome: boolean | undefined;
    void site.facade.connect(wallet.connectorId).then((connected) => (outcome = connected));
    await vi.waitFor(() => expect(wallet.calls.length).toBeGreaterThan(0));
    expect(site.facade.stores.accounts.getSnapshot()[family]?.status).toBe('connecting');
    site.clock.advance(CONNECT_REQUEST_TIMEOUT_MS - 1);
    await settle();
    expect(outcome).toBeUndefined();
    site.clock.advance(1);
    await vi.waitFor(() => expect(outcome).toBe(false));
    await expectRefused(site, family, wallet, 'CONNECTION_TIMED_OUT');
  });
});

describe('a family wallet that refuses, or answers no usable account', () => {
  it.each(FAMILIES)('%s: a refusal is USER_REJECTED', async (family) => {
    const wallet = install(family, 'refuses');
    const site = await siteWithEvmConnected();
    expect(await site.facade.connect(wallet.connectorId)).toBe(false);
    await expectRefused(site, family, wallet, 'USER_REJECTED');
  });

  const noUsableAccount = FAMILIES.flatMap((family) => (['no accounts', 'malformed accounts'] as const).map((behaviour) => [family, behaviour] as const));
  it.each(noUsableAccount)('%s: %s is CONNECTION_FAILED', async (family, behaviour) => {
    const wallet = install(family, behaviour);
    const site = await siteWithEvmConnected();
    expect(await site.facade.connect(wallet.connectorId)).toBe(false);
    expect(wallet.calls.length).toBeGreaterThan(0);
    await expectRefused(site, family, wallet, 'CONNECTION_FAILED');
  });

  it.each(['bip122', 'cosmos'] as const)('%s: only accounts of another network (bc1… on regtest, osmo1… on the hub testnet) is CONNECTION_FAILED', async (family) => {
    const wallet = install(family, 'other network');
    const site = await siteWithEvmConnected();
    expect(await site.facade.connect(wallet.connectorId)).toBe(false);
    await expectRefused(site, family, wallet, 'CONNECTION_FAILED');
  });

  it('polkadot: the same key listed in Polkadot and Kusama format is re-encoded to the site network (Westend) and connects once', async () => {
    const wallet = install('polkadot', 'other network');
    const site = await siteWithEvmConnected();
    expect(await site.facade.connect(wallet.connectorId)).toBe(true);
    const account = site.facade.stores.accounts.getSnapshot().polkadot;
    expect(account).toMatchObject({ status: 'connected', address: POLKADOT_TEST_ADDRESS, caipAddress: `${FAMILY_NETWORK.polkadot.caipNetworkId}:${POLKADOT_TEST_ADDRESS}` });
    expect(account?.allAccounts.map((item) => item.address)).toEqual([POLKADOT_TEST_ADDRESS]);
    expect(site.facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
  });
});

describe('sign-in with a forged or malformed signature', () => {
  const SIGN_CALL: Readonly<Record<Family, string>> = { polkadot: 'signRaw', bip122: 'bitcoin:signMessage', cosmos: 'signArbitrary' };
  const cases = FAMILIES.flatMap((family) => (['wrong length', 'another key'] as const).map((fault) => [family, fault] as const));

  it.each(cases)('%s: a signature of %s is refused, no session is stored, and the sign-in state stays as it was', async (family, fault) => {
    const stored = new Map<string, string>();
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example' }),
      storage: new LocalStorage({ key: 'siwx', storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) } }),
    });
    const wallet = install(family, 'answers', fault);
    const site = await siteWithEvmConnected(siwx);
    const { facade } = site;
    const signInOffered = () => facade.stores.modal.getSnapshot().open && facade.stores.modal.getSnapshot().router.view === 'SIWXSignMessage';
    await vi.waitFor(() => expect(signInOffered()).toBe(true));
    await facade.flows.siwx.commands.requestSignature();
    const evmSessions = await siwx.getSessions(CHAIN_A.caipNetworkId, ANVIL_ACCOUNT_0);
    expect(evmSessions).toHaveLength(1);
    await vi.waitFor(() => expect(facade.stores.modal.getSnapshot().open).toBe(false));

    expect(await facade.connect(wallet.connectorId)).toBe(true);
    const account = facade.stores.accounts.getSnapshot()[family];
    expect(account?.status).toBe('connected');
    await vi.waitFor(() => expect(signInOffered()).toBe(true));
    const before = facade.flows.siwx.state.getSnapshot();
    expect(before).toMatchObject({ hasSession: false, status: 'idle' });

    await facade.flows.siwx.commands.requestSignature();
    expect(wallet.calls).toContain(SIGN_CALL[family]);
    // Each fault is refused where it should be: the malformed one by the adapter, the forged one by the verifier.
    const refusal = site.reports.find((report) => report.context === 'siwx signing failed')?.error;
    if (fault === 'wrong length') expect(refusal).toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    else expect(refusal).toMatchObject({ message: 'The signature is not valid' });
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({
      hasSession: before.hasSession,
      status: 'error',
      // A signature that does not verify is the wallet failing, not the visitor declining.
      error: { code: 'SIWX_SIGNATURE_FAILED', shortMessage: ERRORS.SIWX_SIGNATURE_FAILED.message },
    });
    expect(await siwx.getSessions(FAMILY_NETWORK[family].caipNetworkId, account?.address ?? '')).toEqual([]);
    expect([...stored.values()].join('\n')).not.toContain(account?.address ?? '<none>');
    expect(facade.stores.accounts.getSnapshot()[family]).toMatchObject({ status: 'connected', address: account?.address });
    // EVM keeps its connection and its own session.
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
    expect(await siwx.getSessions(CHAIN_A.caipNetworkId, ANVIL_ACCOUNT_0)).toEqual(evmSessions as SiwxSession[]);
  });
});

describe('wallets whose getters throw while the page lists wallets', () => {
  it.each(FAMILIES)('%s: the throwing wallets are left out; EVM and the other families are still listed', async (family) => {
    cleanups.push(throwingWallets(family, page));
    const others = FAMILIES.filter((other) => other !== family).map((other) => ({ family: other, wallet: install(other, 'answers') }));
    const site = await siteWithEvmConnected();
    await site.facade.open();
    const listed = () => site.facade.stores.connectors.getSnapshot().connectors.flatMap((item) => [item, ...(item.connectors ?? [])]).map((item) => `${item.chain}:${item.id}`);
    await vi.waitFor(() => expect(listed()).toEqual(expect.arrayContaining([`eip155:${EVM_ID}`, ...others.map((other) => `${other.family}:${other.wallet.connectorId}`)])));
    expect(listed().filter((entry) => entry.startsWith(`${family}:`))).toEqual([]);
    expectEvmInUse(site.facade);
    // A listed wallet of another family still connects.
    const [first] = others;
    expect(await site.facade.connect(first?.wallet.connectorId ?? '')).toBe(true);
    expect(site.facade.stores.accounts.getSnapshot()[first?.family ?? 'polkadot']?.status).toBe('connected');
  });
});
