import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AccountStore } from '../stores/stores.ts';

/** A promise that rejects when a pending send must stop waiting for the wallet. */
export interface Abandonment {
  readonly promise: Promise<never>;
  /** Rejects now (the visitor cancelled, a new state replaced the form). */
  abandon(reason: unknown): void;
  /** Stops watching the account; call once the send settled. */
  stop(): void;
}

/**
 * A wallet prompt can stay open for ever, and the account can go away while it does (disconnect,
 * another account): racing the wallet against this keeps the send state consistent.
 */
export function sendAbandonment(accounts: AccountStore, namespace: ChainNamespace, address: string): Abandonment {
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<never>((_, fail) => {
    reject = fail;
  });
  // The race may already be settled when this rejects; nobody else listens.
  promise.catch(() => undefined);
  const unsubscribe = accounts.subscribe((state) => {
    const account = state[namespace];
    if (account?.status !== 'connected' || account.address !== address) {
      reject(catalogueError('SEND_ACCOUNT_CHANGED'));
    }
  });
  return { promise, abandon: (reason) => reject(reason), stop: unsubscribe };
}
