import type { Observable } from 'rxjs';
import type { AnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { WalletProvider } from './wallet-provider.ts';

/** A wallet that announced itself on the page (by EIP-6963, or the Wallet Standard on Solana and Bitcoin). */
export interface AnnouncedWallet {
  /** The wallet's EIP-6963 info: `uuid`, `name`, `icon` (a data: image URI) and `rdns` (`io.metamask`), checked. */
  readonly info: AnnouncedWalletInfo;
  /** The wallet's provider, EIP-1193 shaped. */
  readonly provider: WalletProvider;
  /** The chain family the wallet connects on: its discovery mechanism knows (EIP-6963 is eip155). */
  readonly namespace: ChainNamespace;
}

/**
 * Browser-announced wallets, one adapter per mechanism (EIP-6963, the Wallet Standard). Emits the full, validated
 * list each time it changes.
 */
export interface WalletDiscoveryPort {
  /** The wallets announced so far: the whole list again on each change. */
  readonly wallets$: Observable<readonly AnnouncedWallet[]>;
  /** Starts listening if needed and asks wallets on the page to announce themselves again. */
  requestAnnouncements(): void;
  /** Stops listening: no listener of this adapter stays on the page. */
  stop(): void;
}
