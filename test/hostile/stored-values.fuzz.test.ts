import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { CHAIN_NAMESPACES, isChainNamespace } from '../../domain/caip/caip.ts';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './fuzz-runs.ts';

const KEYS = [
  ...Object.values(STORAGE_KEYS),
  ...Object.values(EMBEDDED_WALLET_STORAGE_KEYS),
  ...CHAIN_NAMESPACES.map(connectorIdKey),
];

/** What another tab, an old version or the host page may have left under a key: JSON or not, or nothing. */
const storedText = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom('eip155', '"eip155"', 'connected', '"connected"', '[{"id":"a","name":"A"}]', '{"eip155":"smartAccount"}') },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constant(null) },
);

describe('stored values of every shape', () => {
  it(`${FUZZ_RUNS.toLocaleString('en')} stored states: every read answers a value of its type, and nothing is thrown or reported as a crash`, async () => {
    const stored = new Map<string, string | null>();
    const storage: StoragePort = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value), removeItem: (key) => void stored.delete(key) };
    const crashes: unknown[] = [];
    const state = new PersistedStateService(storage, { report: (error) => crashes.push(error) });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...KEYS), storedText), async (values) => {
        stored.clear();
        for (const [key, value] of Object.entries(values)) stored.set(key, value);
        const session = await state.readSession();
        expect(session.namespace === undefined || isChainNamespace(session.namespace)).toBe(true);
        expect([undefined, 'disconnected', 'connecting', 'connected']).toContain(session.status);
        for (const wallet of await state.readRecentWallets()) expect(typeof wallet.id).toBe('string');
        for (const namespace of await state.readConnectedNamespaces()) expect(isChainNamespace(namespace)).toBe(true);
        const types = await state.readPreferredAccountTypes();
        for (const [namespace, type] of Object.entries(types)) {
          expect(isChainNamespace(namespace)).toBe(true);
          expect(['eoa', 'smartAccount']).toContain(type);
        }
        expect(typeof (await state.readConnections())).toBe('object');
        await state.readDeepLinkChoice();
        await state.readEmbeddedWalletCache();
        // A later write still lands and reads back: bad data never blocks the next good session.
        await state.saveConnected('eip155', 'dev.walletport.demo', 'eip155:1');
        expect(await state.readSession()).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:1', status: 'connected', connectorId: 'dev.walletport.demo' });
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(crashes).toEqual([]);
  }, FUZZ_TIMEOUT_MS);
});
