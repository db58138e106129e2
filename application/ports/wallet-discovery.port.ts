import type { Observable } from 'rxjs';
import type { AnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { WalletProvider } from './wallet-provider.ts';

export interface AnnouncedWallet {
  readonly info: AnnouncedWalletInfo;
  readonly provider: WalletProvider;
  /** The chain family the wallet connects on: its discovery mechanism knows (EIP-6963 is eip155). */
  readonly namespace: ChainNamespace;
}

/**
 * Browser-announced wallets, one adapter per mechanism (EIP-6963, the Wallet Standard). Emits the full, validated
 * list each time it changes.
 */
export interface WalletDiscoveryPort {
  readonly wallets$: Observable<readonly AnnouncedWallet[]>;
  /** Starts listening if needed and asks wallets on the page to announce themselves again. */
  requestAnnouncements(): void;
  /** Stops listening: no listener of this adapter stays on the page. */
  stop(): void;
}
