import { Subject, type Observable } from 'rxjs';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CatalogueEntry } from '../../domain/errors/catalogue.ts';

/**
 * Where an attempt began: `modal` when the visitor started it in the open modal, `headless` when the
 * host page started it with the modal closed (its own button, the wagmi connector, the public flows).
 */
export type ConnectOrigin = 'modal' | 'headless';

/** What a use case did, as the modal's navigator needs to know it; use cases never drive the router. */
export type Outcome =
  | { readonly type: 'connecting'; readonly origin: ConnectOrigin; readonly connectorId: string; readonly namespace: ChainNamespace }
  /** `unlessVisitorMovedOn`: a late answer must not close a view the visitor opened meanwhile. */
  | { readonly type: 'connected'; readonly origin: ConnectOrigin; readonly unlessVisitorMovedOn: boolean }
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
  /** A configuration problem the relay reported (origin not allowed, invalid project). */
  | { readonly type: 'configurationAlert'; readonly alert: CatalogueEntry };

/** The stream of outcomes of one instance; its navigator is its one subscriber. */
export class Outcomes {
  private readonly subject = new Subject<Outcome>();
  readonly outcomes$: Observable<Outcome> = this.subject.asObservable();

  report(outcome: Outcome): void {
    this.subject.next(outcome);
  }
}
