import { BehaviorSubject, firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import { deferredDiscovery } from './deferred-discovery.ts';

const WALLET = { info: { uuid: 'u', name: 'Late Loader', icon: 'data:image/svg+xml,<svg/>', rdns: 'wallet-standard.late-loader' }, provider: { request: async () => null }, namespace: 'solana' } as AnnouncedWallet;

function innerDiscovery() {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const log: string[] = [];
  const port: WalletDiscoveryPort = {
    wallets$: wallets.asObservable(),
    requestAnnouncements: () => {
      log.push('request');
      wallets.next([WALLET]);
    },
    stop: () => void log.push('stop'),
  };
  return { port, log };
}

describe('a discovery loaded on first use', () => {
  it('loads nothing until asked, then lists what the loaded discovery finds, and stops it', async () => {
    const inner = innerDiscovery();
    let loads = 0;
    const deferred = deferredDiscovery(async () => {
      loads += 1;
      return inner.port;
    });
    expect(loads).toBe(0);
    deferred.requestAnnouncements();
    expect(await firstValueFrom(deferred.wallets$.pipe(filter((list) => list.length > 0)))).toEqual([WALLET]);
    deferred.requestAnnouncements();
    await Promise.resolve();
    expect(loads).toBe(1);
    deferred.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.log).toContain('stop');
  });

  it('a failed load is reported, lists nothing, and the next request tries again', async () => {
    const inner = innerDiscovery();
    const errors: unknown[] = [];
    let attempt = 0;
    const deferred = deferredDiscovery(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return inner.port;
    }, (error) => errors.push(error));
    deferred.requestAnnouncements();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    expect(await firstValueFrom(deferred.wallets$)).toEqual([]);
    deferred.requestAnnouncements();
    expect(await firstValueFrom(deferred.wallets$.pipe(filter((list) => list.length > 0)))).toEqual([WALLET]);
    deferred.stop();
  });
});
