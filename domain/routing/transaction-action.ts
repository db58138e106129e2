import type { View } from './views.ts';

/**
 * A pending action on the transaction stack. The callbacks are held, never called, by the domain:
 * the reducer returns effects naming them and the application layer runs them.
 */
export interface TransactionAction {
  /** The view that carries the action out (a signature, an approval); none when it needs no view of its own. */
  readonly view: View | undefined;
  /** Whether the modal goes back a view once the action ends. */
  readonly goBack: boolean;
  /** Whether the action's view replaces the current one rather than being pushed on top of it. */
  readonly replace?: boolean;
  /** Run once the action completes. */
  readonly onSuccess?: () => void;
  /** Run when the visitor cancels it. */
  readonly onCancel?: () => void;
}

/** What the application layer must do after a routing step (the reducer itself never acts). */
export type RouterEffect =
  | { readonly type: 'close' }
  | { readonly type: 'none' }
  /** Leaving ConnectingFarcaster without an address: after `delayMs`, clear the Farcaster URL,
   *  reload the auth provider and re-sync its app data. */
  | { readonly type: 'resetFarcaster'; readonly delayMs: number }
  | { readonly type: 'runOnSuccess'; readonly action: TransactionAction }
  | { readonly type: 'runOnCancel'; readonly action: TransactionAction };
