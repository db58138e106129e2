import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnnouncedWallet } from '../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, hostile } from './fuzz-runs.ts';

const provider = { request: async () => null };
/** Announcements of one task are listed together once its microtasks run. */
const listedNow = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

/** Announcements a page script could send: mostly well formed, with the fields a forger would vary. */
const nearMissInfo = fc.record({
  uuid: fc.oneof(fc.constantFrom('u1', 'u2', 'u3'), fc.string({ maxLength: 140 })),
  name: fc.oneof(fc.constantFrom('Demo Wallet', 'Demo Wallet\u202E', ''), fc.string({ maxLength: 120 })),
  icon: fc.oneof(fc.constant('data:image/svg+xml,<svg/>'), fc.constant('javascript:alert(1)'), fc.string({ maxLength: 40 })),
  rdns: fc.oneof(fc.constantFrom('dev.walletport.demo', 'io.impostor', 'a.b'), fc.string({ maxLength: 40 })),
});
const detail = hostile(fc.record({ info: hostile(nearMissInfo), provider: fc.oneof(fc.constant(provider), fc.anything()) }));

describe('wallet announcements from any script on the page', () => {
  it(`over ${FUZZ_RUNS.toLocaleString('en')} announcements: none escapes, only valid wallets are listed, the first per rdns and uuid keeps its row`, async () => {
    const target = new EventTarget();
    const discovery = createEip6963Discovery(target);
    let listed: readonly AnnouncedWallet[] = [];
    const subscription = discovery.wallets$.subscribe((wallets) => (listed = wallets));
    discovery.requestAnnouncements();
    // What the list must hold: our own model of first-wins over the valid announcements.
    const expected: AnnouncedWallet['info'][] = [];
    // One long-lived page first (first-wins across many announcements), then many short ones below.
    fc.assert(
      fc.property(detail, (value) => {
        let info: AnnouncedWallet['info'] | undefined;
        try {
          const raw = (value as { info?: unknown }).info;
          info = (value as { provider?: unknown }).provider === provider ? parseAnnouncedWalletInfo(raw) : undefined;
        } catch {
          info = undefined;
        }
        if (info && !expected.some((seen) => seen.rdns === info?.rdns || seen.uuid === info?.uuid)) expected.push(info);
        // Dispatching must not throw, and no listener error may reach the page (vitest fails on one).
        target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: value }));
      }),
      { numRuns: Math.min(FUZZ_RUNS, 499) },
    );
    await listedNow();
    expect(listed.map((wallet) => wallet.info)).toEqual(expected);
    for (const wallet of listed) expect(parseAnnouncedWalletInfo(wallet.info)).toEqual(wallet.info);
    discovery.stop();
    subscription.unsubscribe();

    // The bulk of the runs: fresh discoveries, each fed a short burst, checked on the invariants.
    await fc.assert(
      fc.asyncProperty(fc.array(detail, { minLength: 1, maxLength: 8 }), async (burst) => {
        const page = new EventTarget();
        const each = createEip6963Discovery(page);
        let wallets: readonly AnnouncedWallet[] = [];
        const watching = each.wallets$.subscribe((value) => (wallets = value));
        each.requestAnnouncements();
        for (const value of burst) page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: value }));
        await listedNow();
        expect(new Set(wallets.map((wallet) => wallet.info.rdns)).size).toBe(wallets.length);
        expect(new Set(wallets.map((wallet) => wallet.info.uuid)).size).toBe(wallets.length);
        for (const wallet of wallets) {
          expect(parseAnnouncedWalletInfo(wallet.info)).toEqual(wallet.info);
          expect(wallet.provider).toBe(provider);
        }
        each.stop();
        watching.unsubscribe();
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 4) },
    );
  }, FUZZ_TIMEOUT_MS);
});
