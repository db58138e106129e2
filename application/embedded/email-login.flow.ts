import { inject, injectable } from 'inversify';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { EmbeddedSession } from './embedded-session.ts';
import { EmailLoginService } from './email-login.service.ts';
import { EmailLoginStore, type EmailLoginState } from './email-login.store.ts';
import type { Flow } from '../flows/flow.ts';

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
  readonly state: EmailLoginStore;
  readonly service: EmailLoginService;

  constructor(@inject(RUNTIME) runtime: AppRuntime, @inject(EmbeddedSession) embedded: EmbeddedSession) {
    this.state = new EmailLoginStore();
    this.service = new EmailLoginService(runtime, runtime.state, this.state, embedded.session);
    const login = this.service;
    this.commands = {
      start: ({ email }) => login.start(email),
      resend: () => login.resend(),
      submitOtp: ({ otp }) => login.submitOtp(otp),
      cancel: () => login.cancel(),
    };
  }
}
