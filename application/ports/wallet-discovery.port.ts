import type { Observable } from 'rxjs';
import type { AnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';
import type { WalletProvider } from './chain-adapter.port.ts';

export interface AnnouncedWallet {
  readonly info: AnnouncedWalletInfo;
  readonly provider: WalletProvider;
}

/** Browser-announced wallets (EIP-6963). Emits the full, validated list each time it changes. */
export interface WalletDiscoveryPort {
  readonly wallets$: Observable<readonly AnnouncedWallet[]>;
  /** Asks wallets on the page to announce themselves again. */
  requestAnnouncements(): void;
}
