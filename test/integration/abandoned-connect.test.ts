import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';
import { createHarness, createPage, settle, type TestPage } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';

const FIRST = 'dev.walletport.demo';
const OTHER = 'dev.walletport.other';

/**
 * The page's demo wallet, whose first connect request waits until the test answers it (the visitor
 * has long moved on by then), and a second wallet announced beside it.
 */
function pageWithSlowWallet() {
  const page = createPage();
  const other = new DemoWallet({ chains: { '31337': 'http://127.0.0.1:1', '31338': 'http://127.0.0.1:2' }, initialChainId: 31337, rdns: OTHER });
  const original = page.wallet.request.bind(page.wallet);
  let answerLate: () => void = () => undefined;
  let held = false;
  page.wallet.request = (args) => {
    if (args.method !== 'eth_requestAccounts' || held) return original(args);
    held = true;
    return new Promise((resolve, reject) => {
      answerLate = () => void original(args).then(resolve, reject);
    });
  };
  const withOther: TestPage = {
    ...page,
    announce: () => {
      const stopFirst = page.announce();
      const stopOther = announceWallet(other, page.target);
      return () => {
        stopFirst();
        stopOther();
      };
    },
  };
  return { page: withOther, answerLate: () => answerLate() };
}

/**
 * A storage that answers in order but slowly, as an asynchronous one does: while held, every read and
 * write waits its turn; released, they run one after another as they were asked.
 */
function slowStorage() {
  const entries = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  let held: Promise<void> = Promise.resolve();
  let release: () => void = () => undefined;
  const inTurn = <T>(operation: () => T): Promise<T> => {
    const gate = held;
    const result = queue.then(() => gate).then(operation);
    queue = result.catch(() => undefined);
    return result;
  };
  const storage: StoragePort = {
    getItem: (key) => inTurn(() => entries.get(key) ?? null),
    setItem: (key, value) => inTurn(() => void entries.set(key, value)),
    removeItem: (key) => inTurn(() => void entries.delete(key)),
  };
  return {
    storage, entries,
    hold: () => void (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

/** The same browser after a reload: a fresh instance on what the first one left in storage. */
async function reloadOn(page: TestPage, entries: ReadonlyMap<string, string>) {
  const { facade } = createHarness({ page, storage: createRecordingStorage({ initial: Object.fromEntries(entries) }).storage, announce: false });
  await facade.ready;
  await settle();
  return facade.stores.accounts.getSnapshot().eip155;
}

describe("a wallet's late answer to a connect the visitor abandoned", () => {
  it('after the visitor connected another wallet: storage keeps naming that wallet, and a reload restores it', async () => {
    const { page, answerLate } = pageWithSlowWallet();
    const recording = createRecordingStorage();
    const { facade } = createHarness({ page, storage: recording.storage });
    await facade.ready;
    void facade.connect(FIRST);
    await settle();
    expect(facade.account('eip155').getSnapshot().status).toBe('connecting');
    await expect(facade.connect(OTHER)).resolves.toBe(true);

    answerLate();
    await settle();
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', connectorId: OTHER });
    expect(recording.entries.get(connectorIdKey('eip155'))).toBe(`"${OTHER}"`);
    facade.destroy();
    expect(await reloadOn(page, recording.entries)).toMatchObject({ status: 'connected', connectorId: OTHER, address: ANVIL_ACCOUNT_0 });
  });

  it('after the visitor disconnected while it was asked: nothing is stored, and a reload stays disconnected', async () => {
    const { page, answerLate } = pageWithSlowWallet();
    const recording = createRecordingStorage();
    const { facade } = createHarness({ page, storage: recording.storage });
    await facade.ready;
    let outcome: boolean | undefined;
    void facade.connect(FIRST).then((connected) => (outcome = connected));
    await settle();
    await facade.disconnect();

    answerLate();
    await settle();
    expect(outcome).toBe(false);
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
    expect(recording.entries.get(STORAGE_KEYS.connectionStatus)).not.toBe('"connected"');
    expect(recording.entries.has(connectorIdKey('eip155'))).toBe(false);
    expect(recording.writes.filter((write) => write.key === connectorIdKey('eip155') && write.value !== undefined)).toEqual([]);
    facade.destroy();
    expect((await reloadOn(page, recording.entries))?.status ?? 'disconnected').toBe('disconnected');
  });

  it('answering while a slow storage is still saving it, then abandoned: what the disconnect cleared stays cleared', async () => {
    const { page, answerLate } = pageWithSlowWallet();
    const slow = slowStorage();
    const { facade } = createHarness({ page, storage: slow.storage });
    await facade.ready;
    let outcome: boolean | undefined;
    void facade.connect(FIRST).then((connected) => (outcome = connected));
    await settle();
    slow.hold();
    // The wallet answers; its session is on its way into storage when the visitor disconnects.
    answerLate();
    await settle();
    const disconnecting = facade.disconnect();
    await settle();
    slow.release();
    await disconnecting;
    await settle();
    expect(outcome).toBe(false);
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
    expect(slow.entries.get(STORAGE_KEYS.connectionStatus)).not.toBe('"connected"');
    expect(slow.entries.has(connectorIdKey('eip155'))).toBe(false);
    facade.destroy();
    expect((await reloadOn(page, slow.entries))?.status ?? 'disconnected').toBe('disconnected');
  });
});
