import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';

/**
 * The embedded wallet's disconnect waits for the frame's sign-out confirmation for at most 3 s;
 * when it does not come, every pending frame request is aborted (none may hang on a frame that went away).
 * Resolves either way; a sign-out the frame refuses rejects.
 */
export function signOutWithin(auth: AuthProviderPort, clock: ClockPort, waitMs: number = EMBEDDED_WALLET.signOutWaitMs): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const cancel = clock.schedule(() => {
      if (settled) return;
      settled = true;
      try {
        auth.abortPendingRequests?.();
      } finally {
        resolve();
      }
    }, waitMs);
    let signingOut: Promise<void>;
    try {
      signingOut = Promise.resolve(auth.signOut());
    } catch (error) {
      signingOut = Promise.reject(error);
    }
    signingOut.then(
      () => {
        if (settled) return;
        settled = true;
        cancel();
        resolve();
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        cancel();
        reject(error);
      },
    );
  });
}
