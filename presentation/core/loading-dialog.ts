import type { ThemeMode } from '../../domain/options/options.ts';
import type { OpeningWordKey } from '../i18n/words-source.ts';

/*
 * The dialog a click shows while the core or the modal is still on its way. It lives in the page's first
 * script, so it is as small as it can be: plain DOM in a shadow root of its own (no React, which may not be
 * the page's, and none of the modal's stylesheet, which comes with the modal), with a spinner, a line of
 * text, Try again once a load failed, and Close. A native modal <dialog> does the rest: the top layer
 * above the page whatever its z-indexes, the page inert behind it (focus stays inside), and Escape.
 * Nothing listens outside its own elements, so removing it removes every listener with it.
 */

export interface LoadingDialogLook {
  readonly themeMode: ThemeMode;
  /** `--w3m-accent`, the spinner's colour. The modal reads the other variables once it is in. */
  readonly accent: string | number | undefined;
  /** The page's CSP nonce, for the `<style>` fallback where constructable stylesheets are missing. */
  readonly nonce: string | undefined;
}

export interface LoadingDialog {
  /** The spinner while a load is under way; a failure's text from the catalogue, with Try again. */
  show(failure?: string): void;
  /** Takes it off the page and gives focus back to what had it before. */
  remove(): void;
}

// The browser's own dialog and button looks in the instance's mode (color-scheme, set below), the site's
// accent on the spinner (the one div), which turns only for visitors who have not asked for reduced motion.
const SHEET =
  'dialog{border:0;border-radius:24px;padding:32px;width:296px;text-align:center}::backdrop{background:#0008}button{margin:0 4px}' +
  'div{margin:auto;width:20px;height:20px;border:3px solid var(--a,currentColor);border-right-color:#0000;border-radius:50%}' +
  '@media (prefers-reduced-motion:no-preference){div{animation:r .8s linear infinite}}@keyframes r{to{transform:rotate(1turn)}}';

function add<K extends keyof HTMLElementTagNameMap>(parent: Node, tag: K, attributes: Readonly<Record<string, string>> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.appendChild(element);
  return element;
}

/**
 * Shows the dialog at once, focused, at the end of `<body>`, in the locale's words if its catalogue is in
 * by then, else in English. `onClose` hears Close, Escape and any other way the browser closes the dialog.
 */
export function showLoadingDialog(look: LoadingDialogLook, word: (key: OpeningWordKey) => string, onClose: () => void, onRetry: () => void): LoadingDialog {
  const host = document.createElement('div');
  host.setAttribute('data-walletport-loading', '');
  const root = host.attachShadow({ mode: 'open' });
  style(root, look.nonce);
  // dir=auto: laid out in the direction of its words, right to left for an Arabic catalogue.
  const dialog = add(root, 'dialog', { 'aria-modal': 'true', 'aria-labelledby': 't', dir: 'auto' });
  // Set through CSSOM, which a page's `style-src` allows; a custom property's value cannot become a rule.
  dialog.style.colorScheme = look.themeMode;
  if (look.accent !== undefined) dialog.style.setProperty('--a', String(look.accent));
  const spinner = add(dialog, 'div');
  const text = add(dialog, 'p', { id: 't' });
  const retry = add(dialog, 'button');
  retry.textContent = word('common.retry');
  const close = add(dialog, 'button');
  close.textContent = word('modal.close');
  dialog.onclose = close.onclick = onClose;
  retry.onclick = onRetry;
  document.body.appendChild(host);
  try {
    dialog.showModal();
  } catch (error) {
    // A browser without modal dialogs: nothing is left on the page, and the modal opens when it is in.
    host.remove();
    throw error;
  }

  const show = (failure?: string): void => {
    dialog.setAttribute('aria-busy', String(!failure));
    spinner.hidden = !!failure;
    retry.hidden = !failure;
    text.textContent = failure ?? word('common.loading');
    text.setAttribute('role', failure ? 'alert' : 'status');
    // Focus inside the dialog: on Close while it waits (Try again is about to go), on Try again once it shows.
    (failure ? retry : close).focus();
  };
  show();

  return {
    show,
    remove() {
      // Closed first: the browser gives focus back to what had it before the dialog opened.
      dialog.close();
      host.remove();
    },
  };
}

/** A constructed sheet first: a page's `style-src` policy does not govern it. A `<style>` with the nonce otherwise. */
function style(root: ShadowRoot, nonce: string | undefined): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(SHEET);
    root.adoptedStyleSheets = [sheet];
  } catch {
    add(root, 'style', nonce ? { nonce } : {}).textContent = SHEET;
  }
}
