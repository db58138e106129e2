import { Store } from '../stores/store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** Sign-in (SIWX) state other services read: closing rules and the account view need it. */
export interface SiwxState {
  /** A SIWX config was given. */
  readonly enabled: boolean;
  /** Sign-in is required: closing is blocked and cancelling disconnects. */
  readonly required: boolean;
  /** A valid session exists for the active address. */
  readonly hasSession: boolean;
  /** Where the sign-in stands: `signing` while the wallet is asked, `authenticated` once a session is kept. */
  readonly status: 'idle' | 'signing' | 'authenticated' | 'error';
  /** The last failure, in the catalogue's words; undefined unless `status` is `error`. */
  readonly error: WalletportError | undefined;
}

export const INITIAL_SIWX_STATE: SiwxState = { enabled: false, required: false, hasSession: false, status: 'idle', error: undefined };

/** Sign-in with the wallet: enabled, required, session and the request in flight. */
export class SiwxStore extends Store<SiwxState> {
  constructor() {
    super(INITIAL_SIWX_STATE);
  }
}
