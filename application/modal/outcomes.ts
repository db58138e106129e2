import { Subject, type Observable } from 'rxjs';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CatalogueEntry } from '../../domain/errors/catalogue.ts';
import type { TransactionAction } from '../../domain/routing/transaction-action.ts';
import type { ModalStore } from '../stores/stores.ts';

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
