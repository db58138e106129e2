import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { MODAL_SHAKE_MS } from '../../domain/constants/timing.ts';
import { closeDecision, SIGN_AND_APPROVE_VIEWS } from '../../domain/routing/closing.ts';
import { route, viewOnOpen, type RouterAction, type RouterEffect, type ViewData } from '../../domain/routing/router.ts';
import type { TransactionAction } from '../../domain/routing/transaction-action.ts';
import { isConnectingView, type View } from '../../domain/routing/views.ts';
import { viewEnabled } from '../../domain/routing/view-features.ts';
import type { CatalogueEntry } from '../../domain/errors/catalogue.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { ChainAdapterRegistry } from '../wallets/wallets.ts';
import type { WalletDataService } from './wallet-data.service.ts';

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

