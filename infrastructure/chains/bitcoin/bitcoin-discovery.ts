import { combineLatest, map } from 'rxjs';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { createFamilyWalletStandardDiscovery } from '../../discovery/wallet-standard-discovery.ts';
import { createInjectedBitcoinDiscovery } from './injected-bitcoin-discovery.ts';
import { walletStandardBitcoinProvider } from './wallet-standard-bitcoin-provider.ts';

/** The Wallet Standard's bitcoin wallets: chains `bitcoin:mainnet|testnet|regtest`, connecting by `bitcoin:connect`. */
export function createBitcoinWalletStandardDiscovery(): WalletDiscoveryPort {
  return createFamilyWalletStandardDiscovery({ chainPrefix: 'bitcoin:', connectFeature: 'bitcoin:connect', namespace: 'bip122', provider: walletStandardBitcoinProvider });
}

/**
 * Every way a bitcoin wallet shows itself: the Wallet Standard first, then injected globals. A wallet
 * found both ways (Xverse registers in the standard and injects its provider) is listed once, by the
 * standard, whose registration carries the wallet's own name and icon.
 */
export function createBitcoinDiscovery(
  standard: WalletDiscoveryPort = createBitcoinWalletStandardDiscovery(),
  injected: WalletDiscoveryPort = createInjectedBitcoinDiscovery(),
): WalletDiscoveryPort {
  const sameName = (a: AnnouncedWallet, b: AnnouncedWallet): boolean => a.info.name.toLowerCase().split(' ')[0] === b.info.name.toLowerCase().split(' ')[0];
  return {
    wallets$: combineLatest([standard.wallets$, injected.wallets$]).pipe(
      map(([registered, globals]) => [...registered, ...globals.filter((item) => !registered.some((known) => sameName(known, item)))]),
    ),
    requestAnnouncements() {
      standard.requestAnnouncements();
      injected.requestAnnouncements();
    },
    stop() {
      standard.stop();
      injected.stop();
    },
  };
}
