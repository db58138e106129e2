import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { Store } from '../stores/store.ts';

/**
 * Where the e-mail login stands: idle, mailing the code, waiting for the device link to be
 * clicked, waiting for the code, or connecting once the code was accepted.
 */
export type EmailLoginStep = 'idle' | 'sending' | 'verifyDevice' | 'verifyOtp' | 'connecting';

/** Where the embedded wallet's e-mail login stands. */
export interface EmailLoginState {
  /** The login's step. */
  readonly step: EmailLoginStep;
  /** The address the code was sent to. */
  readonly email: string | undefined;
  /** The last failure, in the catalogue's words; cleared by the next attempt. */
  readonly error: WalletportError | undefined;
  /** When a new code may be asked for (the clock's milliseconds) (30 s after the last one). */
  readonly resendAvailableAt: number | undefined;
}

export const INITIAL_EMAIL_LOGIN: EmailLoginState = { step: 'idle', email: undefined, error: undefined, resendAvailableAt: undefined };

export class EmailLoginStore extends Store<EmailLoginState> {
  constructor() {
    super(INITIAL_EMAIL_LOGIN);
  }
}
