import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { installModalStyles } from '../theme/install-styles.ts';
import { ModalRoot } from './ModalRoot.tsx';
import type { AppKit } from '../core/app-kit-instance.ts';
import { AppKitContext } from '../react/app-kit-context.tsx';

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
