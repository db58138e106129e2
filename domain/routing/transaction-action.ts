import type { View } from './views.ts';

/**
 * A pending action on the transaction stack. The callbacks are held, never called, by the domain:
 * the reducer returns effects naming them and the application layer runs them.
 */
export interface TransactionAction {
  readonly view: View | undefined;
  readonly goBack: boolean;
  readonly replace?: boolean;
  readonly onSuccess?: () => void;
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
