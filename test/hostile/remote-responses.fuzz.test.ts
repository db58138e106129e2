import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { ApiBalanceListSchema } from '../../domain/schemas/api-balance.ts';
import { ApiWalletListSchema } from '../../domain/schemas/api-directory.ts';
import { ApiTransactionPageSchema } from '../../domain/schemas/api-transactions.ts';
import { createBlockchainApiClient } from '../../infrastructure/blockchain-api/blockchain-api-client.ts';
import { createWalletDirectoryClient } from '../../infrastructure/directory/wallet-directory-client.ts';
import { createBalances } from '../fixtures/balances.ts';
import { createTransactionHistory } from '../fixtures/transactions.ts';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './fuzz-runs.ts';

const CONFIG: RemoteConfig = {
  projectId: 'fuzz',
  sdkType: 'appkit',
  sdkVersion: 'test',
  endpoints: { api: 'http://127.0.0.1:9/api', blockchainApi: 'http://127.0.0.1:9/bapi', analytics: 'http://127.0.0.1:9/e', rpc: 'http://127.0.0.1:9/rpc' },
  analyticsEnabled: false,
  telemetryEnabled: false,
};
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** An HTTP port that answers every request with the body under test (the network list of the blockchain API aside). */
function answering(body: () => unknown): HttpPort {
  const served = { http: ['eip155:1'], ws: [] };
  return { json: async (request) => (request.url.endsWith('/v1/supported-chains') ? served : body()), blob: async () => new Blob() };
}

/** A valid body with one field replaced by something else: the near misses a broken server sends. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = (value: unknown, prefix: readonly (string | number)[] = []): (readonly (string | number)[])[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => [[...prefix, Array.isArray(value) ? Number(key) : key], ...paths(child, [...prefix, Array.isArray(value) ? Number(key) : key])])
      : [];
  const all = paths(valid);
  return fc.tuple(fc.constantFrom(...all), fc.jsonValue()).map(([path, replacement]) => {
    const copy: unknown = structuredClone(valid);
    let node = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path.at(-1);
    if (last !== undefined) node[last] = replacement;
    return copy;
  });
}

/** What a server can send: JSON (the HTTP adapter parses the text), mostly near misses of a valid body. */
function served(valid: unknown): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: mutated(valid) }, { weight: 1, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: fc.jsonValue() });
}

/** Either the parsed answer (which the schema accepts) or a WalletportError; nothing else may come out. */
async function outcome(call: () => Promise<unknown>): Promise<'ok' | 'error'> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    expect(WalletportError.is(error), String(error)).toBe(true);
    return 'error';
  }
}

const balances = { balances: createBalances('eip155:1') };
const transactions = { data: createTransactionHistory({ address: ADDRESS, chainId: 'eip155:1' }).slice(0, 5), next: '5' };
const wallets = { count: 2, data: [{ id: 'a', name: 'A', image_id: 'i', order: 1, homepage: 'https://a.example' }] };

describe('remote responses of every shape', () => {
  const runs = Math.ceil(FUZZ_RUNS / 3);

  it(`${FUZZ_RUNS.toLocaleString('en')} blockchain API and directory answers: each is parsed by its schema or fails as a WalletportError`, async () => {
    let answer: unknown;
    const api = createBlockchainApiClient(answering(() => answer), CONFIG);
    const directory = createWalletDirectoryClient(answering(() => answer), CONFIG);
    const counts = { ok: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(served(balances), async (body) => {
        answer = body;
        const result = await outcome(() => api.getBalance(ADDRESS, 'eip155:1'));
        counts[result] += 1;
        if (result === 'ok') expect(ApiBalanceListSchema.safeParse(body).success).toBe(true);
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(served(transactions), async (body) => {
        answer = body;
        const result = await outcome(() => api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1' }));
        counts[result] += 1;
        if (result === 'ok') expect(ApiTransactionPageSchema.safeParse(body).success).toBe(true);
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(served(wallets), async (body) => {
        answer = body;
        const result = await outcome(() => directory.fetchWallets({ page: 1, entries: 40 }));
        counts[result] += 1;
        if (result === 'ok') expect(ApiWalletListSchema.safeParse(body).success).toBe(true);
      }),
      { numRuns: runs },
    );
    // Both outcomes were exercised: the generator is not all garbage, nor all valid.
    expect(counts.ok).toBeGreaterThan(runs / 20);
    expect(counts.error).toBeGreaterThan(runs / 20);
  }, FUZZ_TIMEOUT_MS);
});
