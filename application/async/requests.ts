import { Subject, type Observable } from 'rxjs';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError, type CatalogueEntry } from '../../domain/errors/catalogue.ts';
import type { TransactionAction } from '../../domain/routing/transaction-action.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ModalStore } from '../stores/stores.ts';

/*
 * The one policy every capability's requests follow. How a request to a wallet or a service is bounded:
 * the latest request wins (an older answer is dropped), a deadline ends a request that never answers,
 * and a wallet that leaves ends the request it was asked. And how its end is told: a use case reports an
 * `Outcome` (connecting, connected, an unsupported chain, a login's next step, ...) and never drives the
 * modal's router; the modal's navigator is the one that reacts.
 */

/** One request of a `LatestRequest`: asked after each await whether its answer may still be written. */
export interface RequestToken {
  /** True until a newer request starts or the requests are cancelled. */
  isCurrent(): boolean;
  /** Aborted when the token stops being current, for work that can stop early (a fetch). */
  readonly signal: AbortSignal;
}

/**
 * "Latest request wins": a service that may be asked again before an earlier answer arrives starts each
 * request here and drops any answer whose token is no longer current, so a slow answer never overwrites
 * a newer one and nothing lands after a cancel.
 */
export class LatestRequest {
  private generation = 0;
  private controller = new AbortController();

  /** Starts a request; every earlier token stops being current. */
  start(): RequestToken {
    this.supersede();
    return this.current();
  }

  /**
   * A token for the request already under way, without superseding it: a later step of the same flow
   * (a code typed into a login that is still current) shares its fate.
   */
  current(): RequestToken {
    const generation = this.generation;
    const { signal } = this.controller;
    return { isCurrent: () => generation === this.generation, signal };
  }

  /** Every token stops being current and no new request starts: answers still on their way are dropped. */
  cancel(): void {
    this.supersede();
  }

  private supersede(): void {
    this.generation += 1;
    this.controller.abort();
    this.controller = new AbortController();
  }
}

export interface Deadline {
  readonly clock: ClockPort;
  readonly lifecycle: Lifecycle;
  readonly ms: number;
  /** The error the request ends with when the time is up. */
  readonly expired: () => WalletportError;
}

/**
 * Settles as `work` does, but no later than the deadline; a destroyed instance ends it at once, so a
 * wallet that never answers holds neither a timer nor the caller past the instance.
 */
export function withinDeadline<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let release: () => void = () => undefined;
    const cancelTimer = deadline.clock.schedule(() => {
      reject(deadline.expired());
      release();
    }, deadline.ms);
    // Releasing runs this teardown too; once the promise has settled its reject changes nothing.
    release = deadline.lifecycle.add(() => {
      cancelTimer();
      reject(catalogueError('INSTANCE_DESTROYED'));
    });
    work.then(resolve, reject).finally(() => release());
  });
}

/** Rejects when the wallet emits `disconnect` before the request settles (it vanished mid-request). */
export function untilWalletLeaves<T>(provider: WalletProvider, start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onDisconnect = (): void => reject(catalogueError('WALLET_DISCONNECTED'));
    // Listen first: a wallet may emit `disconnect` synchronously from inside the request.
    provider.on?.('disconnect', onDisconnect);
    Promise.resolve()
      .then(start)
      .then(resolve, reject)
      .finally(() => provider.removeListener?.('disconnect', onDisconnect));
  });
}

/**
 * Where an attempt began: `modal` when the visitor started it in the open modal, `headless` when the
 * host page started it with the modal closed (its own button, the wagmi connector, the public flows).
 */
export type ConnectOrigin = 'modal' | 'headless';

/**
 * Tells a use case where the attempt it is starting came from. The modal's actions only exist while it
 * is open, so an attempt begun while it is open is the visitor's; one begun while it is closed is the
 * host page's and must leave the modal alone.
 */
export class ConnectOriginReader {
  constructor(private readonly modal: ModalStore) {}

  current(): ConnectOrigin {
    return this.modal.getSnapshot().open ? 'modal' : 'headless';
  }

  /** The modal's opening now: the attempt's end compares it with the opening then. */
  opening(): number {
    return this.modal.opening;
  }
}

/** What a use case did, as the modal's navigator needs to know it; use cases never drive the router. */
export type Outcome =
  | { readonly type: 'connecting'; readonly origin: ConnectOrigin; readonly connectorId: string; readonly namespace: ChainNamespace }
  /**
   * `opening`: the modal's opening the visitor last acted in for this attempt; an answer that comes after
   * the modal was opened again, on a view of the visitor's, leaves that view open. `unlessVisitorMovedOn`:
   * the same holds within one opening (the visitor went back from the wallet's connecting view).
   */
  | { readonly type: 'connected'; readonly origin: ConnectOrigin; readonly opening: number; readonly unlessVisitorMovedOn: boolean }
  /** The e-mail login waits on the visitor: the code from the mail, or the click on its device link. */
  | { readonly type: 'emailLoginStep'; readonly origin: ConnectOrigin; readonly view: 'EmailVerifyDevice' | 'EmailVerifyOtp' }
  /** The e-mail change waits on a code: to the current address, then to the new one. */
  | { readonly type: 'emailUpdateStep'; readonly origin: ConnectOrigin; readonly view: 'UpdateEmailPrimaryOtp' | 'UpdateEmailSecondaryOtp' }
  | { readonly type: 'emailUpdated'; readonly origin: ConnectOrigin }
  /** The wallet sits on a network the site does not configure, and the spec's rule asks for the UnsupportedChain view. */
  | { readonly type: 'unsupportedChain' }
  /** The wallet is back on a configured network. */
  | { readonly type: 'supportedChain' }
  | { readonly type: 'disconnecting' }
  | { readonly type: 'disconnected'; readonly stillConnected: boolean }
  /** A problem for the alert banner: the site's configuration (origin not allowed, invalid project) or the embedded wallet's frame. */
  | { readonly type: 'alert'; readonly alert: CatalogueEntry }
  /** The embedded wallet's frame asks the visitor to approve a signing request; `origin` is whether the modal was open. */
  | { readonly type: 'approvalRequested'; readonly origin: ConnectOrigin }
  /** The embedded wallet's signing request was answered or failed: its frame is hidden again. */
  | { readonly type: 'approvalSettled'; readonly origin: ConnectOrigin }
  /** The embedded wallet refused a method the site asked for; the snackbar says so over the modal. */
  | { readonly type: 'methodNotAllowed' }
  /** The name's message is signed: its success view waits on the transaction stack while it is registered. */
  | { readonly type: 'nameRegistrationPending'; readonly action: TransactionAction }
  /** The name is registered. */
  | { readonly type: 'nameRegistered' }
  /** The registration failed after the visitor was asked to sign: the form shows why. */
  | { readonly type: 'nameRegistrationFailed' }
  /** The connected address has no sign-in session: the visitor is asked to sign the message. */
  | { readonly type: 'siwxSignInAsked' }
  /** The sign-in sessions could not be read, and the family asked to sign in was disconnected. */
  | { readonly type: 'siwxUnavailable' }
  /** The message is signed and its session stored. */
  | { readonly type: 'siwxSignedIn' }
  /** The signature was declined or failed: the sign view shows why. */
  | { readonly type: 'siwxSignatureFailed' }
  /** The visitor cancelled the sign-in: `close` when it was optional (a required one disconnects), `view` where the router resets to. */
  | { readonly type: 'siwxCancelled'; readonly close: boolean; readonly view: 'Account' | 'Connect' };

/** The stream of outcomes of one instance; its navigator is its one subscriber. */
export class Outcomes {
  private readonly subject = new Subject<Outcome>();
  readonly outcomes$: Observable<Outcome> = this.subject.asObservable();

  report(outcome: Outcome): void {
    this.subject.next(outcome);
  }
}
