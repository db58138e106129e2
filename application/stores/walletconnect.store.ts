import { token } from '../token.ts';
import type { Store } from './store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** The directory wallet the visitor picked, shown beside the QR code and saved as recent on success. */
export interface PairingWallet {
  readonly id: string;
  readonly name: string;
  readonly rdns?: string;
}

/**
 * The WalletConnect pairing as the view shows it. The URI and expiry themselves live in the connection
 * store (spec §3 wcUri, wcPairingExpiry); this holds what the spec leaves to us: phase and error text.
 */
export interface WalletConnectPairingState {
  readonly phase: 'idle' | 'pairing' | 'waiting' | 'error';
  readonly error: WalletportError | undefined;
  readonly wallet: PairingWallet | undefined;
}

export const INITIAL_WALLETCONNECT_PAIRING: WalletConnectPairingState = { phase: 'idle', error: undefined, wallet: undefined };

export type WalletConnectPairingStore = Store<WalletConnectPairingState>;
export const WALLETCONNECT_PAIRING_STORE = token<WalletConnectPairingStore>('WalletConnectPairingStore');
