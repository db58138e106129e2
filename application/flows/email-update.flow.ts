import { inject, injectable } from 'inversify';
import { EmailUpdateService } from '../services/embedded/email-update.service.ts';
import { EmailUpdateStore, type EmailUpdateState } from '../stores/email-update.store.ts';
import type { Flow } from './flow.ts';

export interface EmailUpdateCommands {
  /** Asks the embedded wallet to move to this address; a code goes to the current address first. */
  start(input: { readonly email: string }): Promise<void>;
  /** The code of the step in view (current address, then new address). */
  submitOtp(input: { readonly otp: string }): Promise<void>;
  cancel(): void;
}

/** Embedded-wallet e-mail update. */
@injectable()
export class EmailUpdateFlow implements Flow<EmailUpdateState, EmailUpdateCommands> {
  readonly commands: EmailUpdateCommands;

  constructor(@inject(EmailUpdateStore) readonly state: EmailUpdateStore, @inject(EmailUpdateService) update: EmailUpdateService) {
    this.commands = {
      start: ({ email }) => update.start(email),
      submitOtp: ({ otp }) => update.submitOtp(otp),
      cancel: () => update.cancel(),
    };
  }
}
