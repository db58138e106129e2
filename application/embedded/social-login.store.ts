import type { SocialProvider } from '../../domain/constants/features.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { Store } from '../stores/store.ts';

/**
 * Where a social sign-in stands: idle, the pop-up open while the visitor signs in with the
 * provider, connecting once the pop-up brought the callback, or failed (blocked, closed, denied...).
 */
export type SocialLoginStep = 'idle' | 'popup' | 'connecting' | 'error';

/** Where the embedded wallet's social login stands. */
export interface SocialLoginState {
  /** The login's step. */
  readonly step: SocialLoginStep;
  /** The provider of the sign-in in progress or that failed last. */
  readonly provider: SocialProvider | undefined;
  /** The last failure, in the catalogue's words; cleared by the next attempt. */
  readonly error: WalletportError | undefined;
}

export const INITIAL_SOCIAL_LOGIN: SocialLoginState = { step: 'idle', provider: undefined, error: undefined };

export class SocialLoginStore extends Store<SocialLoginState> {
  constructor() {
    super(INITIAL_SOCIAL_LOGIN);
  }
}
