import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { Store } from '../stores/store.ts';

/** E-mail update: the new address, the code to the current address, the code to the new one. */
export type EmailUpdateStep = 'idle' | 'sending' | 'verifyPrimary' | 'verifySecondary' | 'saving';

/** Where a change of the embedded wallet's e-mail stands. */
export interface EmailUpdateState {
  /** The update's step. */
  readonly step: EmailUpdateStep;
  /** The address being moved to. */
  readonly newEmail: string | undefined;
  /** The last failure, in the catalogue's words; cleared by the next attempt. */
  readonly error: WalletportError | undefined;
}

export const INITIAL_EMAIL_UPDATE: EmailUpdateState = { step: 'idle', newEmail: undefined, error: undefined };

export class EmailUpdateStore extends Store<EmailUpdateState> {
  constructor() {
    super(INITIAL_EMAIL_UPDATE);
  }
}
