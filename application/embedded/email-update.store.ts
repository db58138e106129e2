import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { Store } from '../stores/store.ts';

/** E-mail update: the new address, the code to the current address, the code to the new one. */
export type EmailUpdateStep = 'idle' | 'sending' | 'verifyPrimary' | 'verifySecondary' | 'saving';

export interface EmailUpdateState {
  readonly step: EmailUpdateStep;
  /** The address being moved to. */
  readonly newEmail: string | undefined;
  readonly error: WalletportError | undefined;
}

export const INITIAL_EMAIL_UPDATE: EmailUpdateState = { step: 'idle', newEmail: undefined, error: undefined };

export class EmailUpdateStore extends Store<EmailUpdateState> {
  constructor() {
    super(INITIAL_EMAIL_UPDATE);
  }
}
