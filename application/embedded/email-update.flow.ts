import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { EmailUpdateService } from './email-update.service.ts';
import { EmailUpdateStore } from './email-update.store.ts';

/** The e-mail update's commands (`kit.flows.emailUpdate.commands`). */
export interface EmailUpdateCommands {
  /** Asks the embedded wallet to move to this address; a code goes to the current address first. */
  start(input: { readonly email: string }): Promise<void>;
  /** The code of the step in view (current address, then new address). */
  submitOtp(input: {
    /** The one-time code, as typed. */
    readonly otp: string;
  }): Promise<void>;
  /** Leaves the update; the e-mail stays as it was. */
  cancel(): void;
}

/** Embedded-wallet e-mail update. */
export const EmailUpdateFlow = defineCapability('emailUpdate', { runtime: RUNTIME }, ({ runtime }) => {
  const state = new EmailUpdateStore();
  const service = new EmailUpdateService(runtime, runtime.state, state);
  const commands: EmailUpdateCommands = {
    start: ({ email }) => service.start(email),
    submitOtp: ({ otp }) => service.submitOtp(otp),
    cancel: () => service.cancel(),
  };
  return { commands, state, service };
});
export type EmailUpdateFlow = CapabilityParts<typeof EmailUpdateFlow>;
