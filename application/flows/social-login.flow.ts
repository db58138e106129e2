import { inject, injectable } from 'inversify';
import type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';
import { SocialLoginService } from '../services/embedded/social-login.service.ts';
import { SocialLoginStore, type SocialLoginState } from '../stores/social-login.store.ts';
import type { Flow } from './flow.ts';

export interface SocialLoginCommands {
  /**
   * Opens the sign-in pop-up and runs the sign-in; call it in the visitor's click handler, since browsers
   * block a pop-up opened later. Failures (blocked, closed, denied) are the state's error.
   */
  start(input: { readonly provider: OAuthSocialProvider }): void;
  /** Leaves the sign-in and closes its pop-up. */
  cancel(): void;
}

/** Embedded-wallet login with a social account (Google, GitHub, Apple, Facebook, X, Discord). */
@injectable()
export class SocialLoginFlow implements Flow<SocialLoginState, SocialLoginCommands> {
  readonly commands: SocialLoginCommands;

  constructor(@inject(SocialLoginStore) readonly state: SocialLoginStore, @inject(SocialLoginService) login: SocialLoginService) {
    this.commands = {
      start: ({ provider }) => login.start(provider),
      cancel: () => login.cancel(),
    };
  }
}
