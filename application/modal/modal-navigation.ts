import type { Observable } from 'rxjs';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { ModalService } from './modal.service.ts';
import type { Outcome } from './outcomes.ts';

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
        if (outcome.origin === 'modal') this.modal.closeAfterConnect({ unlessVisitorMovedOn: outcome.unlessVisitorMovedOn });
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
      case 'configurationAlert':
        this.modal.raiseAlert(outcome.alert);
        return;
    }
  }
}
