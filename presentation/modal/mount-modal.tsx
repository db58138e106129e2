import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { installModalStyles } from '../theme/install-styles.ts';
import { FacadeContext } from './facade-context.ts';
import { Modal } from './Modal.tsx';
import { Snackbar } from './Snackbar.tsx';
import type { StateReader } from '../../application/stores/state-observable.ts';
import { WordsContext } from '../i18n/use-messages.ts';
import type { WordsState } from '../i18n/words-source.ts';

/**
 * Renders the modal into its own root at the end of <body>, with the instance's words (which follow
 * `updateOptions({ messages, locale })`); returns the function that removes it.
 */
export function mountModal(facade: AppKitFacade, words?: StateReader<WordsState>): () => void {
  installModalStyles(document, { nonce: facade.config.cspNonce });
  const host = document.createElement('div');
  host.setAttribute('data-walletport-modal', '');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <FacadeContext.Provider value={facade}>
        <WordsContext.Provider value={words}>
          <Modal />
          <Snackbar />
        </WordsContext.Provider>
      </FacadeContext.Provider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
