import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { Store } from '../stores/store.ts';

/**
 * Where the Farcaster sign-in stands: asking the frame for the link, waiting for the approval in
 * the Farcaster client (the link is the modal's `farcasterUrl`), connecting, or failed.
 */
export type FarcasterLoginStep = 'idle' | 'loading' | 'waiting' | 'connecting' | 'error';

/** Where the embedded wallet's Farcaster login stands. */
export interface FarcasterLoginState {
  /** The login's step. */
  readonly step: FarcasterLoginStep;
  /** The last failure, in the catalogue's words; undefined unless `step` is `error`. */
  readonly error: WalletportError | undefined;
}

export const INITIAL_FARCASTER_LOGIN: FarcasterLoginState = { step: 'idle', error: undefined };

export class FarcasterLoginStore extends Store<FarcasterLoginState> {
  constructor() {
    super(INITIAL_FARCASTER_LOGIN);
  }
}
