import type { AppKitFacade } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/modal/modal.ts';
import { STARTUP_ERRORS } from '../../domain/errors/startup-entries.ts';
import { openingWord, type WordsSource } from '../i18n/words-source.ts';
import { showLoadingDialog, type LoadingDialog, type LoadingDialogLook } from './loading-dialog.ts';

export interface OpeningParts {
  /** The core; a load that failed is asked for again by the next call. */
  readonly core: () => Promise<AppKitFacade>;
  /** The modal mounted (it waits for the core too); likewise asked again after a failure. */
  readonly mount: () => Promise<void>;
  readonly words: WordsSource;
  readonly look: () => LoadingDialogLook;
}

export interface Opening {
  /** Shows the loading dialog at once, then the modal; settles once the modal is opened or the dialog goes. */
  open(options: OpenOptions | undefined): Promise<void>;
  /**
   * Ends the loading dialog, if one shows: the modal's dialog is on the page (in the frame it appears in, so
   * the two never show together), or the page closed or destroyed the instance. True when the modal was
   * not opened yet, so that nothing else is open.
   */
  end(): boolean;
}

interface Attempt {
  options: OpenOptions | undefined;
  dialog?: LoadingDialog;
  /** The core the modal was opened on, once it was: the dialog waits for the modal's first frame. */
  opened?: AppKitFacade;
  readonly settle: () => void;
  readonly settled: Promise<void>;
}

/**
 * An open() that finds the core or the modal not yet in (a slow network, a chunk that failed): the click
 * still gets its dialog in the same frame, a spinner until the modal takes over, or the catalogue's text
 * with Try again when a chunk failed. The modal is opened only once both are in and the visitor is still
 * waiting, so a visitor who closed the loading dialog never sees the modal pop up later, and nothing
 * is left to close behind it.
 */
export function createOpening(parts: OpeningParts): Opening {
  let current: Attempt | undefined;

  /** Takes the dialog away; true when the modal was not opened yet, so nothing else is open. */
  const end = (attempt: Attempt | undefined): boolean => {
    if (!attempt || current !== attempt) return false;
    current = undefined;
    attempt.dialog?.remove();
    attempt.settle();
    return !attempt.opened;
  };

  const load = (attempt: Attempt): void => {
    attempt.dialog?.show();
    Promise.all([parts.core(), parts.mount()]).then(
      ([facade]) => {
        if (current !== attempt) return;
        void facade.open(attempt.options);
        attempt.opened = facade;
        // open() is done: it does not wait for React to render (a test's act() renders only after it).
        attempt.settle();
        // The modal's first frame ends the attempt (the mounter's `shown`); an open the modal refused, at once.
        if (!facade.stores.modal.getSnapshot().open) end(attempt);
      },
      (error: unknown) => {
        if (current !== attempt) return;
        console.error('[walletport] the modal failed to load', error);
        if (attempt.dialog) attempt.dialog.show(STARTUP_ERRORS.MODAL_LOAD_FAILED.message);
        else end(attempt);
      },
    );
  };

  return {
    open(options) {
      // A second open() while the first waits: one dialog, the latest options.
      if (current) {
        current.options = options;
        return current.settled;
      }
      let settle: () => void = () => undefined;
      const settled = new Promise<void>((resolve) => (settle = resolve));
      const attempt: Attempt = { options, settle, settled };
      current = attempt;
      try {
        attempt.dialog = showLoadingDialog(
          parts.look(),
          (key) => openingWord(parts.words.getSnapshot(), key),
          () => {
            // Closed in the moment between the open and the modal's first frame: the modal closes too.
            if (current === attempt) void attempt.opened?.close();
            end(attempt);
          },
          () => load(attempt),
        );
      } catch {
        // A page without a <body> yet, a browser without shadow roots or modal dialogs: the modal opens when it is in.
      }
      load(attempt);
      return settled;
    },
    end: () => end(current),
  };
}
