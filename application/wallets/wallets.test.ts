import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AppKitConfig } from '../config.ts';
import { Lifecycle } from '../lifecycle.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../ports/wallet-discovery.port.ts';
import { ConnectorStore } from '../stores/stores.ts';
import { ConnectorService, type ChainAdapterRegistry } from './wallets.ts';

const provider = { request: async () => undefined, on: () => undefined, removeListener: () => undefined } as unknown as WalletProvider;
const wallet = { info: { uuid: 'u', name: 'Late Wallet', icon: 'data:image/svg+xml,', rdns: 'io.late' }, provider, namespace: 'eip155' } as unknown as AnnouncedWallet;

/** A page whose wallet announces itself only when asked again (a reload, before the extension answered). */
function setup(announceOnRequest: boolean) {
  const wallets$ = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const discovery: WalletDiscoveryPort = { wallets$, requestAnnouncements: () => announceOnRequest && wallets$.next([wallet]), stop: () => undefined };
  const registry = { has: () => true } as unknown as ChainAdapterRegistry;
  const config = { enableEIP6963: true, excludeWalletIds: [] } as unknown as AppKitConfig;
  const lifecycle = new Lifecycle();
  const service = new ConnectorService([discovery], new ConnectorStore(), config, registry, lifecycle);
  service.start();
  return { service, wallets$ };
}

describe('ConnectorService.waitForProvider', () => {
  it('resolves with the provider once the wallet announces itself, even at once when asked', async () => {
    const { service } = setup(true);
    await expect(service.waitForProvider('io.late', new Promise(() => undefined), 'eip155')).resolves.toBe(provider);
  });

  it('resolves with a wallet announced later', async () => {
    const { service, wallets$ } = setup(false);
    const waiting = service.waitForProvider('io.late', new Promise(() => undefined), 'eip155');
    wallets$.next([wallet]);
    await expect(waiting).resolves.toBe(provider);
  });

  it('resolves undefined when the wait is cancelled first', async () => {
    const { service } = setup(false);
    await expect(service.waitForProvider('io.late', Promise.resolve(), 'eip155')).resolves.toBeUndefined();
  });
});
