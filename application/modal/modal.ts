import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { WalletDataService } from './wallet-data.service.ts';
import { Wallets, type ChainAdapterRegistry } from '../wallets/wallets.ts';
import { ConnectOriginReader, type Outcome } from '../async/requests.ts';
import type { Observable } from 'rxjs';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { MODAL_SHAKE_MS } from '../../domain/constants/timing.ts';
import { closeDecision, SIGN_AND_APPROVE_VIEWS } from '../../domain/routing/closing.ts';
import { route, viewOnOpen, type RouterAction, type RouterEffect, type ViewData } from '../../domain/routing/router.ts';
import type { TransactionAction } from '../../domain/routing/transaction-action.ts';
import { isConnectingView, type View } from '../../domain/routing/views.ts';
import { viewEnabled } from '../../domain/routing/view-features.ts';
import type { CatalogueEntry } from '../../domain/errors/catalogue.ts';
import type { AppState } from '../stores/app-state.ts';

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

/** Where the modal opens: a view, the data it is opened with, one namespace's wallets. */
export interface OpenOptions {
  /** The view to open on; Connect, or Account when connected, when absent. */
  readonly view?: View;
  /** What the view is opened with (a connector id, a wallet name, …), by the view's own keys. */
  readonly data?: ViewData;
  /** Show only this namespace's connectors. */
  readonly namespace?: ChainNamespace;
}

/** Opening, closing and navigating the modal. Opening never waits on the network. */
export class ModalService {
  private cancelShake: () => void = () => undefined;
  /** The Farcaster reset under way (the frame reloads 100 ms after ConnectingFarcaster was left). */
  private farcasterReset: Promise<void> = Promise.resolve();

  /** Writes the modal slice; reads the account, network, SIWX, connection and pairing slices. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly registry: ChainAdapterRegistry,
    private readonly walletData: WalletDataService,
  ) {}

  open(options: OpenOptions = {}): void {
    const connected = this.activeAddress() !== undefined;
    const view = viewOnOpen({
      manualWalletConnectControl: this.runtime.config.manualWCControl,
      hasAdapters: this.registry.namespaces().length > 0,
      hasAddress: connected,
      isMobile: this.runtime.environment.isMobile(),
      // A feature view whose feature is off is not offered: the modal opens as if none was asked for.
      requestedView: options.view !== undefined && viewEnabled(options.view, this.state.features.getSnapshot().features) ? options.view : undefined,
    });
    const { open: wasOpen, router } = this.state.modal.getSnapshot();
    // A connect in progress keeps its view and the way back: the wallet's request is still open, and a
    // reset would hide it behind Connect (and start a second request on the next click).
    // A WalletConnect pairing under way counts too: its QR code is what the wallet is scanning.
    const pairing = this.state.pairing.getSnapshot().phase;
    const inProgress = this.state.connection.getSnapshot().status === 'connecting' || pairing === 'pairing' || pairing === 'waiting';
    const keepConnecting = options.view === undefined && inProgress && isConnectingView(router.view);
    const nextRouter = keepConnecting ? router : route(router, { type: 'reset', view, data: options.data }).state;
    // Loading only when there is something to fetch: a flag raised and dropped at once would draw the
    // whole modal twice on every open.
    const fetching = this.prefetchWalletData(connected);
    this.state.modal.countOpening();
    this.state.modal.update({ open: true, loading: fetching, router: nextRouter, filterNamespace: options.namespace });
    if (!wasOpen) this.runtime.tracker.track('MODAL_OPEN', { connected });
  }

  /** The prefetch runs behind the open modal; only the loading flag waits for it. Says whether it started one. */
  private prefetchWalletData(connected: boolean): boolean {
    const prefetch = this.walletData.prefetch(connected);
    void prefetch?.finally(() => {
      if (this.state.modal.getSnapshot().open) this.state.modal.update({ loading: false });
    });
    return prefetch !== undefined;
  }

  /** Closing rules; a refused close shakes the modal for 500 ms. Returns whether it closed. */
  close(force = false): boolean {
    const { open, router } = this.state.modal.getSnapshot();
    if (!open) return false;
    const siwx = this.state.siwx.getSnapshot();
    const decision = closeDecision({
      view: router.view,
      force,
      embeddedMode: this.runtime.config.enableEmbedded,
      connected: this.activeAddress() !== undefined,
      signInRequired: siwx.required,
      hasSession: siwx.hasSession,
    });
    if (decision.type === 'blocked') {
      this.shake();
      return false;
    }
    if (decision.type === 'showView') {
      this.navigate({ type: 'reset', view: decision.view });
      return false;
    }
    this.state.modal.update({ open: false, loading: false, filterNamespace: undefined });
    this.runtime.events.emit('modalClosed');
    this.runtime.tracker.track('MODAL_CLOSE', { connected: this.activeAddress() !== undefined });
    return true;
  }

  /**
   * After a successful connect: Account, then closed. Not while UnsupportedChain is up: the wallet
   * is on a chain the site does not configure, and the visitor picks a supported one there first.
   */
  closeAfterConnect(options: { readonly opening?: number; readonly unlessVisitorMovedOn?: boolean } = {}): void {
    if (this.currentView() === 'UnsupportedChain') return;
    // A wallet or a login can answer long after it was asked. A visitor who meanwhile closed the modal and
    // opened another view is reading that view: a late answer must not shut it under them.
    const reopened = options.opening !== undefined && options.opening !== this.state.modal.opening;
    if ((reopened || options.unlessVisitorMovedOn === true) && this.visitorMovedOn()) return;
    this.navigate({ type: 'reset', view: 'Account' });
    this.close();
  }

  /** Open on a view the visitor chose that is neither a connect's, a signature's nor the unsupported chain's. */
  private visitorMovedOn(): boolean {
    const { open, router } = this.state.modal.getSnapshot();
    return open && !isConnectingView(router.view) && !SIGN_AND_APPROVE_VIEWS.includes(router.view);
  }

  /** Shows a configuration alert above the views. */
  raiseAlert(alert: CatalogueEntry): void {
    this.state.modal.update({ alert });
  }

  shake(): void {
    this.cancelShake();
    this.state.modal.update({ shake: true });
    this.cancelShake = this.runtime.clock.schedule(() => this.state.modal.update({ shake: false }), MODAL_SHAKE_MS);
  }

  navigate(action: RouterAction): void {
    // A feature view whose feature is off stays unreachable, however it is asked for.
    if ((action.type === 'push' || action.type === 'replace' || action.type === 'reset') && !viewEnabled(action.view, this.state.features.getSnapshot().features)) return;
    const hasAddress = this.activeAddress() !== undefined;
    const withAddress = action.type === 'goBack' || action.type === 'popTransaction' ? { ...action, hasAddress } : action;
    const result = route(this.state.modal.getSnapshot().router, withAddress);
    this.state.modal.update({ router: result.state });
    for (const effect of result.effects) this.run(effect);
    // Connect after a disconnect lists the same wallets as a first open: the modal may have opened on
    // Account, when nothing was fetched (the prefetch starts nothing when the lists are already in).
    if (result.state.view === 'Connect' && this.state.modal.getSnapshot().open) this.prefetchWalletData(hasAddress);
  }

  pushTransaction(action: TransactionAction): void {
    this.navigate({ type: 'pushTransaction', action });
  }

  popTransaction(outcome: 'cancel' | 'complete'): void {
    this.navigate({ type: 'popTransaction', outcome });
  }

  currentView(): View {
    return this.state.modal.getSnapshot().router.view;
  }

  setLoading(loading: boolean): void {
    this.state.modal.update({ loading });
  }

  setFarcasterUrl(farcasterUrl: string | undefined): void {
    this.state.modal.update({ farcasterUrl });
  }

  /**
   * Settles once the last Farcaster reset has run: a Farcaster login started meanwhile (the visitor came
   * straight back) must ask the reloaded frame, not the one about to go.
   */
  farcasterResetDone(): Promise<void> {
    return this.farcasterReset;
  }

  private run(effect: RouterEffect): void {
    switch (effect.type) {
      case 'close':
        this.close();
        return;
      case 'runOnSuccess':
        if (effect.action.onSuccess) this.guarded(effect.action.onSuccess, 'transaction onSuccess failed');
        return;
      case 'runOnCancel':
        if (effect.action.onCancel) this.guarded(effect.action.onCancel, 'transaction onCancel failed');
        return;
      case 'resetFarcaster':
        this.state.modal.update({ farcasterUrl: undefined });
        this.farcasterReset = new Promise<void>((resolve) => {
          this.runtime.clock.schedule(() => {
            // The auth provider reloads its frame and tells it the dApp's data again (AuthProviderPort.reload).
            void Promise.resolve(this.runtime.auth?.reload())
              .catch((error: unknown) => this.runtime.reporter.report(error, 'auth provider reload failed'))
              .finally(resolve);
          }, effect.delayMs);
        });
        return;
      case 'none':
        return;
    }
  }

  private guarded(callback: () => void, context: string): void {
    try {
      callback();
    } catch (error) {
      this.runtime.reporter.report(error, context);
    }
  }

  private activeAddress(): string | undefined {
    const namespace = this.state.network.getSnapshot().activeChain;
    return namespace === undefined ? undefined : this.state.accounts.getSnapshot()[namespace]?.address;
  }
}
