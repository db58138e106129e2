import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { EmbeddedSession } from './embedded-session.ts';
import { EmailLoginService } from './email-login.service.ts';
import { EmailLoginStore } from './email-login.store.ts';

/** The e-mail login's commands (`kit.flows.emailLogin.commands`). */
export interface EmailLoginCommands {
  /** Sends the code (or the device link) to this address; a malformed address is an error in state. */
  start(input: { readonly email: string }): Promise<void>;
  /** A new code for the same address, once the 30 s cooldown has passed. */
  resend(): Promise<void>;
  /** Sends the code from the mail; a wrong code is an error in state. */
  submitOtp(input: {
    /** The one-time code, as typed. */
    readonly otp: string;
  }): Promise<void>;
  /** Leaves the login; a request under way is ignored when it answers. */
  cancel(): void;
}

/** Embedded-wallet login by e-mail. */
export const EmailLoginFlow = defineCapability('emailLogin', { runtime: RUNTIME, embedded: EmbeddedSession }, ({ runtime, embedded }) => {
  const state = new EmailLoginStore();
  const service = new EmailLoginService(runtime, runtime.state, state, embedded.session);
  const commands: EmailLoginCommands = {
    start: ({ email }) => service.start(email),
    resend: () => service.resend(),
    submitOtp: ({ otp }) => service.submitOtp(otp),
    cancel: () => service.cancel(),
  };
  return { commands, state, service };
});
export type EmailLoginFlow = CapabilityParts<typeof EmailLoginFlow>;
