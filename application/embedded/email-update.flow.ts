import { inject, injectable } from 'inversify';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { EmailUpdateService } from './email-update.service.ts';
import { EmailUpdateStore, type EmailUpdateState } from './email-update.store.ts';
import type { Flow } from '../flows/flow.ts';

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
  readonly state: EmailUpdateStore;
  readonly service: EmailUpdateService;

  constructor(@inject(RUNTIME) runtime: AppRuntime) {
    this.state = new EmailUpdateStore();
    this.service = new EmailUpdateService(runtime, runtime.state, this.state);
    const update = this.service;
    this.commands = {
      start: ({ email }) => update.start(email),
      submitOtp: ({ otp }) => update.submitOtp(otp),
      cancel: () => update.cancel(),
    };
  }
}
