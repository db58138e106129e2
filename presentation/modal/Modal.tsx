import { Component, StrictMode, useCallback, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { installModalStyles } from '../theme/install-styles.ts';
import { AppKitContext, useStore } from '../react/react-state.tsx';
import { useFocusTrap } from '../components/use-focus-trap.ts';
import { useThemeProperties } from '../theme/use-theme-properties.ts';
import { useFacade } from './facade-context.ts';
import { viewTitleKey } from './view-titles.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { ViewBoundary } from './ViewBoundary.tsx';
import { HeaderNetworkButton } from './HeaderNetworkButton.tsx';
import { BackIcon, CloseIcon, useAnimatedHeight, useViewEntrance } from './frame-parts.tsx';
import { useViewFocus } from './use-view-focus.ts';
import { useVisualViewport } from './use-visual-viewport.ts';
import type { View } from '../../domain/routing/views.ts';
import { AccountView } from '../views/AccountView.tsx';
import { ConnectView } from '../views/ConnectView.tsx';
import { ConnectingExternalView } from '../views/ConnectingExternalView.tsx';
import { UnsupportedChainView } from '../views/UnsupportedChainView.tsx';
import { NetworksView } from '../views/NetworksView.tsx';
import { SiwxSignView } from '../views/SiwxSignView.tsx';
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView.tsx';
import { ApproveTransactionView, EmailVerifyDeviceView, EmailVerifyOtpView } from '../views/EmailVerifyViews.tsx';
import { RegisterAccountNameSuccessView, RegisterAccountNameView } from '../views/RegisterNameViews.tsx';
import { ConnectingFarcasterView } from '../views/ConnectingFarcasterView.tsx';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView, UpdateEmailWalletView } from '../views/UpdateEmailViews.tsx';
import { ConnectingSiweView } from '../views/ConnectingSiweView.tsx';
import { lazyView } from './lazy-view.tsx';
import { PayViewSlot } from './pay-view-slot.tsx';
import { Snackbar } from './Snackbar.tsx';

/**
 * Renders the modal into its own root at the end of <body>, under the instance's context: a separate
 * React root sees no provider of the host page's, so the views reach the loaded core and the
 * instance's words (which follow `updateOptions({ messages, locale })`) through this one. `onShown`
 * hears each opening in the frame the dialog appears in. Returns the function that removes it.
 */
export function mountModal(instance: AppKit, facade: AppKitFacade, onShown?: () => void): () => void {
  installModalStyles(document, { nonce: facade.config.cspNonce });
  const host = document.createElement('div');
  host.setAttribute('data-walletport-modal', '');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <AppKitContext.Provider value={instance}>
        <ModalRoot onShown={onShown} />
      </AppKitContext.Provider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

interface ModalBoundaryProps {
  readonly children: ReactNode;
  /** Whether the modal is open: an opening after a failure draws the modal anew. */
  readonly open: boolean;
  readonly onFailure: (error: unknown) => void;
}

/**
 * Catches what breaks outside any view (the dialog's frame, the snackbar). Uncaught, React would
 * unmount the whole root and throw into the host page; here the modal closes, so its state matches
 * what the visitor sees, the reporter hears the failure, and the next opening tries again. A view's
 * own failure stays inside the dialog (`ViewBoundary`).
 */
class ModalBoundary extends Component<ModalBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure(error);
  }

  override componentDidUpdate(previous: ModalBoundaryProps): void {
    if (this.state.failed && this.props.open && !previous.open) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Everything the modal's own React root draws: the dialog and the snackbar, behind one boundary. */
export function ModalRoot({ onShown }: { readonly onShown?: (() => void) | undefined }) {
  const facade = useFacade();
  const open = useStore(facade.stores.modal, (modal) => modal.open);
  const failed = useCallback(
    (error: unknown) => {
      facade.reportViewFailure(error);
      void facade.close();
      // A loading dialog that a slow first open showed waits for the modal's first frame: it goes too.
      onShown?.();
    },
    [facade, onShown],
  );
  return (
    <ModalBoundary open={open} onFailure={failed}>
      <Modal onShown={onShown} />
      <Snackbar />
    </ModalBoundary>
  );
}

/**
 * The dialog frame: title, back (or the network button on Account), close, alert banner and the
 * current view. It renders in the same commit as the open, with no animation delaying it: the first
 * view is in the DOM in the frame of the click. A later change of view slides the view in, fades the
 * title and animates the dialog's height (header text 120 ms, height 150 ms; none under reduced motion).
 */
export function Modal({ onShown }: { readonly onShown?: (() => void) | undefined } = {}) {
  const facade = useFacade();
  const modal = useStore(facade.stores.modal);
  const { t, dir, locale } = useMessages();
  const root = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => void facade.close(), [facade]);
  /** Whether the press under way began and ended on the backdrop itself. */
  const pressOnBackdrop = useRef(false);
  useFocusTrap(dialog, modal.open, close);
  useThemeProperties(root, modal.themeVariables, modal.open);
  useAnimatedHeight(body, content, modal.open);
  const { view, history } = modal.router;
  const entering = useViewEntrance(view, modal.open);
  useViewFocus(dialog, content, heading, modal.open, view, history.length);
  useVisualViewport(backdrop, modal.open);
  // Before the browser paints the dialog: the loading dialog a slow first open showed goes in this frame.
  useLayoutEffect(() => {
    if (modal.open) onShown?.();
  }, [modal.open, onShown]);

  if (!modal.open) return null;
  const title = t(viewTitleKey(view));
  return (
    <div ref={root} className="wp-root" data-theme={modal.themeMode} dir={dir} lang={locale}>
      <div
        ref={backdrop}
        className="wp-backdrop"
        // Only a whole click on the backdrop closes: a press begun or released in the dialog (selecting
        // text, dragging) does not, and neither does the second press of a double-click, which lands on
        // the backdrop its first press just opened (click count above 1).
        onPointerDown={(event) => {
          pressOnBackdrop.current = event.target === event.currentTarget;
        }}
        onPointerUp={(event) => {
          if (event.target !== event.currentTarget) pressOnBackdrop.current = false;
        }}
        onClick={(event) => {
          const whole = pressOnBackdrop.current && event.target === event.currentTarget;
          pressOnBackdrop.current = false;
          if (whole && event.detail <= 1) close();
        }}
      >
        <div
          ref={dialog}
          className={modal.shake ? 'wp-dialog wp-shake' : 'wp-dialog'}
          role="dialog"
          aria-modal="true"
          aria-labelledby="wp-dialog-title"
          data-view={view}
          tabIndex={-1}
        >
          <div className="wp-header">
            <span className="wp-header-slot">
              {history.length > 1 ? (
                <button type="button" className="wp-icon-button" aria-label={t('modal.back')} data-testid="wp-back" onClick={() => facade.navigate({ type: 'goBack' })}>
                  <BackIcon />
                </button>
              ) : view === 'Account' ? (
                <HeaderNetworkButton />
              ) : null}
            </span>
            {/* Focusable by script only: a change of view puts focus here, so the new view's name is what is read. */}
            <h2 key={title} ref={heading} id="wp-dialog-title" tabIndex={-1} className={entering ? 'wp-title wp-title-enter' : 'wp-title'}>
              {title}
            </h2>
            <span className="wp-header-slot">
              <button type="button" className="wp-icon-button" aria-label={t('modal.close')} data-testid="wp-close" onClick={close}>
                <CloseIcon />
              </button>
            </span>
          </div>
          {modal.alert ? (
            <div className="wp-alert" role="alert" data-testid="wp-alert">
              <strong>{modal.alert.title ?? modal.alert.code}</strong>
              {modal.alert.message}
            </div>
          ) : null}
          <div ref={body} className="wp-body">
            <div ref={content} className="wp-view">
              {/* Keyed by view: each new view is a new element, so its entrance animation plays and a view
                  that failed is forgotten once the visitor goes elsewhere. */}
              <div key={view} className={entering ? 'wp-view-enter' : undefined} data-testid="wp-view">
                <ViewBoundary retryLabel={t('common.retry')} onFailure={facade.reportViewFailure}>
                  <ViewSwitch view={view} />
                </ViewBoundary>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The feature views and the explainers load on first use (their own chunks); the views a visitor
 * meets while connecting are in the modal's chunk, so the first view opens in the click's frame.
 */
const LAZY_VIEWS = {
  // The directory's virtual grid brings its list library: fetched when the visitor first asks for every wallet.
  AllWallets: lazyView(() => import('../views/AllWalletsView.tsx').then((module) => module.AllWalletsView)),
  WalletSend: lazyView(() => import('../views/SendView.tsx').then((module) => module.SendView)),
  WalletReceive: lazyView(() => import('../views/ReceiveView.tsx').then((module) => module.ReceiveView)),
  Transactions: lazyView(() => import('../views/TransactionsView.tsx').then((module) => module.TransactionsView)),
  WhatIsAWallet: lazyView(() => import('../views/WhatIsAWalletView.tsx').then((module) => module.WhatIsAWalletView)),
  WhatIsANetwork: lazyView(() => import('../views/WhatIsANetworkView.tsx').then((module) => module.WhatIsANetworkView)),
  Swap: lazyView(() => import('../views/SwapView.tsx').then((module) => module.SwapView)),
  OnRampProviders: lazyView(() => import('../views/OnrampView.tsx').then((module) => module.OnrampView)),
  // Its own chunk too, but one only a site importing `walletport/pay` builds (see pay-view-slot.tsx).
  Pay: PayViewSlot,
} satisfies Partial<Record<View, ComponentType>>;

const EAGER_VIEWS: Readonly<Record<Exclude<View, keyof typeof LAZY_VIEWS>, ComponentType>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  UnsupportedChain: UnsupportedChainView,
  Networks: NetworksView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectView,
  ConnectingSiwe: ConnectingSiweView,
  SIWXSignMessage: SiwxSignView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ApproveTransaction: ApproveTransactionView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  ConnectingFarcaster: ConnectingFarcasterView,
};

const VIEW_COMPONENTS: Readonly<Record<View, ComponentType>> = { ...EAGER_VIEWS, ...LAZY_VIEWS };

function ViewSwitch({ view }: { readonly view: View }) {
  const Component = VIEW_COMPONENTS[view];
  return <Component />;
}
