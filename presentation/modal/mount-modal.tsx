import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { installModalStyles } from '../theme/install-styles.ts';
import { FacadeContext } from './facade-context.ts';
import { Modal } from './Modal.tsx';
import { Snackbar } from './Snackbar.tsx';

/** Renders the modal into its own root at the end of <body>; returns the function that removes it. */
export function mountModal(facade: AppKitFacade): () => void {
  installModalStyles(document, { nonce: facade.config.cspNonce });
  const host = document.createElement('div');
  host.setAttribute('data-walletport-modal', '');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <FacadeContext.Provider value={facade}>
        <Modal />
        <Snackbar />
      </FacadeContext.Provider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
