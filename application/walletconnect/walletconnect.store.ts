import { Store } from '../stores/store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** The directory wallet the visitor picked, shown beside the QR code and saved as recent on success. */
export interface PairingWallet {
  readonly id: string;
  readonly name: string;
  readonly rdns?: string;
}

/**
 * The WalletConnect pairing as the view shows it. The URI and expiry themselves live in the connection
 * store (wcUri, wcPairingExpiry); this holds what the spec leaves to us: phase and error text.
 */
export interface WalletConnectPairingState {
  readonly phase: 'idle' | 'pairing' | 'waiting' | 'error';
  readonly error: WalletportError | undefined;
  readonly wallet: PairingWallet | undefined;
}

export const INITIAL_WALLETCONNECT_PAIRING: WalletConnectPairingState = { phase: 'idle', error: undefined, wallet: undefined };

/** The WalletConnect pairing as its view shows it. */
export class WalletConnectPairingStore extends Store<WalletConnectPairingState> {
  constructor() {
    super(INITIAL_WALLETCONNECT_PAIRING);
  }
}
