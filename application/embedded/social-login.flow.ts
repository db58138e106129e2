import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { EmbeddedSession } from './embedded-session.ts';
import type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';
import { SocialLoginService } from './social-login.service.ts';
import { SocialLoginStore } from './social-login.store.ts';

/** The social login's commands (`kit.flows.socialLogin.commands`). */
export interface SocialLoginCommands {
  /**
   * Opens the sign-in pop-up and runs the sign-in; call it in the visitor's click handler, since browsers
   * block a pop-up opened later. Failures (blocked, closed, denied) are the state's error.
   */
  start(input: {
    /** The provider to sign in with (`google`, `x`, `discord`, `github`, `apple`, `facebook`). */
    readonly provider: OAuthSocialProvider;
  }): void;
  /** Leaves the sign-in and closes its pop-up. */
  cancel(): void;
}

/** Embedded-wallet login with a social account (Google, GitHub, Apple, Facebook, X, Discord). */
export const SocialLoginFlow = defineCapability('socialLogin', { runtime: RUNTIME, embedded: EmbeddedSession }, ({ runtime, embedded }) => {
  const state = new SocialLoginStore();
  const service = new SocialLoginService(runtime, runtime.state, state, embedded.session);
  const commands: SocialLoginCommands = {
    start: ({ provider }) => service.start(provider),
    cancel: () => service.cancel(),
  };
  return { commands, state, service };
});
export type SocialLoginFlow = CapabilityParts<typeof SocialLoginFlow>;
