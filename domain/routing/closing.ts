import type { View } from './views.ts';

/** The views that cannot close while sign-in is required and there is no session. */
export const SIGN_AND_APPROVE_VIEWS: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction'];

export interface CloseContext {
  readonly view: View;
  readonly force: boolean;
  readonly embeddedMode: boolean;
  readonly connected: boolean;
  readonly signInRequired: boolean;
  readonly hasSession: boolean;
}

export type CloseDecision =
  /** Stay open; the modal shakes for 500 ms. */
  | { readonly type: 'blocked'; readonly reason: 'approveTransaction' | 'signInRequired' }
  /** Embedded mode never closes: it shows Account if connected, otherwise Connect. */
  | { readonly type: 'showView'; readonly view: 'Account' | 'Connect' }
  /** Close, and reset the pairing URI with it. */
  | { readonly type: 'close'; readonly resetPairingUri: true };

/** Closing rules. A forced close (after disconnect, for instance) passes both blocks. */
export function closeDecision(context: CloseContext): CloseDecision {
  if (!context.force) {
    if (context.view === 'ApproveTransaction') return { type: 'blocked', reason: 'approveTransaction' };
    if (context.signInRequired && !context.hasSession && SIGN_AND_APPROVE_VIEWS.includes(context.view)) {
      return { type: 'blocked', reason: 'signInRequired' };
    }
  }
  if (context.embeddedMode) return { type: 'showView', view: context.connected ? 'Account' : 'Connect' };
  return { type: 'close', resetPairingUri: true };
}
