import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../../domain/caip/caip.ts';
import type { UniversalProviderLike } from '../../infrastructure/walletconnect/session-provider.ts';
import { readSession, type SessionStructLike } from '../../infrastructure/walletconnect/session-reader.ts';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './fuzz-runs.ts';

/** CAIP-10 accounts as a peer may send them: well formed, truncated, or anything. */
const caipAccount = fc.oneof(
  fc.tuple(fc.constantFrom(...CHAIN_NAMESPACES, 'tron', ''), fc.constantFrom('1', '137', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ''), fc.constantFrom('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', ''))
    .map((parts) => parts.join(':')),
  fc.string({ maxLength: 80 }),
);
const session: fc.Arbitrary<SessionStructLike> = fc.record({
  namespaces: fc.dictionary(fc.oneof(fc.constantFrom(...CHAIN_NAMESPACES), fc.string({ maxLength: 12 })), fc.record({ accounts: fc.array(caipAccount, { maxLength: 6 }) })),
  peer: fc.option(fc.record({ metadata: fc.option(fc.record({ name: fc.option(fc.string(), { nil: undefined }), icons: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }),
}) as fc.Arbitrary<SessionStructLike>;
/** What the provider answers to eth_chainId: a chain, garbage, or a failure. */
const chainIdAnswer = fc.oneof(fc.constantFrom('0x1', '0x89', '0x0', '-1'), fc.jsonValue(), fc.constant(new Error('not ready')));

function universal(answer: unknown): UniversalProviderLike {
  return {
    request: async <T,>() => {
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
    on: () => undefined,
    removeListener: () => undefined,
    setDefaultChain: () => undefined,
    disconnect: async () => undefined,
  };
}

describe('WalletConnect session payloads from a peer', () => {
  it(`${FUZZ_RUNS.toLocaleString('en')} sessions: each reads into known families with usable accounts, or into none; nothing throws`, async () => {
    await fc.assert(
      fc.asyncProperty(session, chainIdAnswer, async (struct, answer) => {
        const read = await readSession(universal(answer), struct);
        for (const [namespace, part] of Object.entries(read.namespaces)) {
          expect(CHAIN_NAMESPACES).toContain(namespace);
          expect(part.accounts.length).toBeGreaterThan(0);
          expect(part.chainReference).not.toBe('');
          for (const address of part.accounts) expect(address).not.toBe('');
          // Every account it kept was approved for that family.
          const approved = struct.namespaces[namespace]?.accounts ?? [];
          for (const address of part.accounts) expect(approved.some((account) => account.startsWith(`${namespace}:`) && account.endsWith(`:${address}`))).toBe(true);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
