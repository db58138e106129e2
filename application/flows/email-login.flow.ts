import { inject, injectable } from 'inversify';
import { EmailLoginService } from '../services/embedded/email-login.service.ts';
import { EmailLoginStore, type EmailLoginState } from '../stores/email-login.store.ts';
import type { Flow } from './flow.ts';

export interface EmailLoginCommands {
  /** Sends the code (or the device link) to this address; a malformed address is an error in state. */
  start(input: { readonly email: string }): Promise<void>;
  /** A new code for the same address, once the 30 s cooldown has passed. */
  resend(): Promise<void>;
  submitOtp(input: { readonly otp: string }): Promise<void>;
  cancel(): void;
}

/** Embedded-wallet login by e-mail. */
@injectable()
export class EmailLoginFlow implements Flow<EmailLoginState, EmailLoginCommands> {
  readonly commands: EmailLoginCommands;

  constructor(@inject(EmailLoginStore) readonly state: EmailLoginStore, @inject(EmailLoginService) login: EmailLoginService) {
    this.commands = {
      start: ({ email }) => login.start(email),
      resend: () => login.resend(),
      submitOtp: ({ otp }) => login.submitOtp(otp),
      cancel: () => login.cancel(),
    };
  }
}
