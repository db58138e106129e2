import { describe, expect, it } from 'vitest';
import type { AnnouncedWallet } from '../../application/ports/wallet-discovery.port.ts';
import { createEip6963Discovery } from './eip6963-discovery.ts';

const ICON = 'data:image/svg+xml,<svg/>';
const provider = () => ({ request: async () => null, on: () => undefined, removeListener: () => undefined });

function announce(target: EventTarget, detail: unknown): void {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

/** Announcements of one task are listed together, once the task's microtasks run. */
const listed = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

function watch(target: EventTarget) {
  const discovery = createEip6963Discovery(target);
  let latest: readonly AnnouncedWallet[] = [];
  const subscription = discovery.wallets$.subscribe((wallets) => {
    latest = wallets;
  });
  discovery.requestAnnouncements();
  return { discovery, wallets: () => latest, stop: () => subscription.unsubscribe() };
}

describe('EIP-6963 discovery against a hostile page', () => {
  it('keeps the first provider for an rdns and for a uuid; an impostor cannot take over a row', async () => {
    const target = new EventTarget();
    const { wallets, stop } = watch(target);
    const genuine = provider();
    announce(target, { info: { uuid: 'uuid-1', name: 'Demo Wallet', icon: ICON, rdns: 'dev.walletport.demo' }, provider: genuine });
    // Same rdns, other provider and uuid: the script tries to replace the row.
    announce(target, { info: { uuid: 'uuid-evil', name: 'Demo Wallet', icon: ICON, rdns: 'dev.walletport.demo' }, provider: provider() });
    // Same uuid under another rdns.
    announce(target, { info: { uuid: 'uuid-1', name: 'Other', icon: ICON, rdns: 'com.other' }, provider: provider() });
    await listed();
    expect(wallets()).toHaveLength(1);
    expect(wallets()[0]?.provider).toBe(genuine);
    // A look-alike under its own rdns is a separate, visible entry.
    announce(target, { info: { uuid: 'uuid-2', name: 'Demo Wallet', icon: ICON, rdns: 'evil.lookalike' }, provider: provider() });
    await listed();
    expect(wallets().map((wallet) => wallet.info.rdns)).toEqual(['dev.walletport.demo', 'evil.lookalike']);
    expect(wallets()[0]?.provider).toBe(genuine);
    stop();
  });

  it('drops announcements whose detail throws or is malformed, keeping the good ones', async () => {
    const target = new EventTarget();
    const { wallets, stop } = watch(target);
    const hostile = {};
    Object.defineProperty(hostile, 'info', { get: () => { throw new Error('getter trap'); } });
    expect(() => announce(target, hostile)).not.toThrow();
    expect(() => announce(target, new Proxy({}, { get: () => { throw new Error('proxy trap'); } }))).not.toThrow();
    announce(target, { info: { uuid: 'u', name: 'No provider', icon: ICON, rdns: 'no.provider' }, provider: 42 });
    announce(target, { info: { uuid: 'ok', name: 'Good', icon: ICON, rdns: 'good.wallet' }, provider: provider() });
    await listed();
    expect(wallets().map((wallet) => wallet.info.rdns)).toEqual(['good.wallet']);
    stop();
  });

  it('stop() removes its listener: later announcements, and ones not yet listed, change nothing', async () => {
    const target = new EventTarget();
    const { discovery, wallets, stop } = watch(target);
    announce(target, { info: { uuid: 'early', name: 'Early', icon: ICON, rdns: 'early.wallet' }, provider: provider() });
    discovery.stop();
    announce(target, { info: { uuid: 'late', name: 'Late', icon: ICON, rdns: 'late.wallet' }, provider: provider() });
    await listed();
    expect(wallets()).toEqual([]);
    stop();
  });

  it('lists a burst of announcements made in one task as one update', async () => {
    const target = new EventTarget();
    const discovery = createEip6963Discovery(target);
    const updates: number[] = [];
    const subscription = discovery.wallets$.subscribe((wallets) => updates.push(wallets.length));
    discovery.requestAnnouncements();
    for (let i = 0; i < 500; i += 1) announce(target, { info: { uuid: `u${i}`, name: `Wallet ${i}`, icon: ICON, rdns: `io.burst${i}` }, provider: provider() });
    await listed();
    expect(updates).toEqual([0, 500]);
    subscription.unsubscribe();
    discovery.stop();
  });
});
