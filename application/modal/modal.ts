import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { ModalService } from './modal.service.ts';
import { WalletDataService } from './wallet-data.service.ts';
import { Wallets } from '../wallets/wallets.ts';
import { ConnectOriginReader, type Outcome } from './outcomes.ts';
import type { Observable } from 'rxjs';

/**
 * The modal capability: opening, closing and routing the modal (`ModalService`, the one writer of the
 * modal slice), the navigator that moves it on the use cases' behalf (`ModalNavigation`), where an attempt
 * began (`ConnectOriginReader`) and the wallet lists an open modal prefetches (`WalletDataService`).
 */
export const Modal = defineCapability(
  'modal',
  { runtime: RUNTIME, wallets: Wallets, directory: REMOTE_TOKENS.WalletDirectory },
  ({ runtime, wallets, directory }) => {
    const { state } = runtime;
    const walletData = new WalletDataService(runtime, state, directory);
    const service = new ModalService(runtime, state, wallets.adapters, walletData);
    const navigation = new ModalNavigation(service, runtime);
    // The navigator follows the outcomes from the moment the modal exists. The facade asks for the modal
    // service, so the modal is built with the instance, before any use case can report an outcome.
    navigation.follow(runtime.outcomes.outcomes$);
    return { walletData, service, navigation, origin: new ConnectOriginReader(state.modal) };
  },
);
export type Modal = CapabilityParts<typeof Modal>;

/**
 * The modal's reactions to what the use cases report: the one place that moves the router on their
 * behalf. A connect the host page started with the modal closed moves nothing.
 */
export class ModalNavigation {
  constructor(
    private readonly modal: ModalService,
    private readonly runtime: AppRuntime,
  ) {}

  /** Reacts to `outcomes$` until the instance is destroyed. */
  follow(outcomes$: Observable<Outcome>): void {
    this.runtime.lifecycle.track(outcomes$.subscribe((outcome) => this.reactSafely(outcome)));
  }

  private reactSafely(outcome: Outcome): void {
    // A failing reaction is reported: thrown from a subscriber it would surface in the host page.
    try {
      this.react(outcome);
    } catch (error) {
      this.runtime.reporter.report(error, 'modal navigation failed');
    }
  }

  private react(outcome: Outcome): void {
    switch (outcome.type) {
      case 'connecting':
        // The view follows this family's attempt: a wallet offers one prompt per family.
        if (outcome.origin === 'modal') this.modal.navigate({ type: 'push', view: 'ConnectingExternal', data: { connectorId: outcome.connectorId, namespace: outcome.namespace } });
        return;
      case 'connected':
        if (outcome.origin === 'modal') this.modal.closeAfterConnect({ opening: outcome.opening, unlessVisitorMovedOn: outcome.unlessVisitorMovedOn });
        return;
      case 'emailLoginStep': {
        if (outcome.origin !== 'modal') return;
        // One e-mail step follows another in place, so going back leaves the login.
        const current = this.modal.currentView();
        if (current === 'EmailVerifyDevice' || current === 'EmailVerifyOtp') this.modal.navigate({ type: 'replace', view: outcome.view });
        else this.modal.navigate({ type: 'push', view: outcome.view });
        return;
      }
      case 'emailUpdateStep': {
        if (outcome.origin !== 'modal') return;
        const current = this.modal.currentView();
        if (current === 'UpdateEmailPrimaryOtp' || current === 'UpdateEmailSecondaryOtp') this.modal.navigate({ type: 'replace', view: outcome.view });
        else this.modal.navigate({ type: 'push', view: outcome.view });
        return;
      }
      case 'emailUpdated':
        if (outcome.origin === 'modal') this.modal.navigate({ type: 'reset', view: 'Account' });
        return;
      case 'unsupportedChain':
        // The spec opens UnsupportedChain whenever the wallet is on an unconfigured network, whoever
        // connected it: the visitor must pick a supported one before anything else works.
        this.modal.open({ view: 'UnsupportedChain' });
        return;
      case 'supportedChain':
        if (this.modal.currentView() === 'UnsupportedChain') this.modal.navigate({ type: 'reset', view: 'Account' });
        return;
      case 'disconnecting':
        this.modal.setLoading(true);
        return;
      case 'disconnected':
        this.modal.setLoading(false);
        // Another family still connected is now the one in use: the visitor stays on its account.
        this.modal.navigate({ type: 'reset', view: outcome.stillConnected ? 'Account' : 'Connect' });
        return;
      case 'alert':
        this.modal.raiseAlert(outcome.alert);
        return;
      case 'approvalRequested':
        // The frame shows the request full-size in ApproveTransaction whoever asked for the signature (the
        // host page's own call included): a visitor cannot approve what they cannot see, so a closed modal opens on it.
        if (outcome.origin === 'modal') this.modal.navigate({ type: 'push', view: 'ApproveTransaction' });
        else this.modal.open({ view: 'ApproveTransaction' });
        return;
      case 'approvalSettled':
        // Put back only while the approval is still the view: one the visitor or another flow already left stays left.
        if (this.modal.currentView() !== 'ApproveTransaction') return;
        if (outcome.origin === 'modal') this.modal.navigate({ type: 'goBack' });
        else this.modal.close(true);
        return;
      case 'methodNotAllowed':
        // The refusal is shown whoever made the request: a closed modal opens under the snackbar's message.
        if (!this.runtime.state.modal.getSnapshot().open) this.modal.open();
        return;
      case 'nameRegistrationPending':
        // The registration steps move the modal whoever called `register`: the success view is pushed
        // onto the transaction stack once the message is signed, and a failure returns to RegisterAccountName.
        this.modal.navigate({ type: 'pushTransaction', action: outcome.action });
        return;
      case 'nameRegistered':
        this.modal.navigate({ type: 'replace', view: 'RegisterAccountNameSuccess' });
        return;
      case 'nameRegistrationFailed':
        this.modal.navigate({ type: 'replace', view: 'RegisterAccountName' });
        return;
      case 'siwxSignInAsked':
        // On connect, SIWXSignMessage opens when the address has no session, whoever connected it: the
        // host page's own connect included, since sign-in may be required before the account is usable.
        this.modal.open({ view: 'SIWXSignMessage' });
        return;
      case 'siwxUnavailable':
        this.modal.navigate({ type: 'reset', view: 'Connect' });
        return;
      case 'siwxSignedIn':
        // Forced: while sign-in is required the sign view refuses an ordinary close.
        this.modal.close(true);
        return;
      case 'siwxSignatureFailed': {
        // Declining reopens the sign view if needed: the modal was closed, or the embedded wallet's approval was still up.
        const { open, router } = this.runtime.state.modal.getSnapshot();
        if (!open || router.view === 'ApproveTransaction') this.modal.open({ view: 'SIWXSignMessage' });
        return;
      }
      case 'siwxCancelled':
        if (outcome.close) this.modal.close(true);
        this.modal.navigate({ type: 'reset', view: outcome.view });
        return;
    }
  }
}
