import { createRoot } from 'react-dom/client';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { installModalStyles } from '../theme/install-styles.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { Component, StrictMode, useCallback, type ReactNode } from 'react';
import { AppKitContext, useStore } from '../react/react-state.tsx';
import { useFacade } from './facade-context.ts';
import { Modal } from './Modal.tsx';
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
