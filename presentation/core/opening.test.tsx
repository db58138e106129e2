import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import type { AppKit } from './app-kit-instance.ts';
import { createAppKitInstance } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { pageKitOptions } from '../../test/fakes/page-kit-options.ts';

/*
 * What a click shows when the core or the modal has not arrived yet: a loading dialog in the same call,
 * the modal in its place once both are in, or the catalogue's text and Try again when the core's chunk
 * failed. The core's chunk is held back or failed here by wrapping the module it loads.
 */

const chunk = vi.hoisted(() => ({
  /** While set, the core's chunk is on its way. */
  held: undefined as Promise<void> | undefined,
  /** How many of the next loads fail as a dropped connection does. */
  failures: 0,
  loads: 0,
}));

vi.mock('../../infrastructure/container.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../infrastructure/container.ts')>();
  return {
    ...actual,
    createAppKitFacade: async (options: AppKitOptions) => {
      chunk.loads += 1;
      await chunk.held;
      if (chunk.failures > 0) {
        chunk.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return actual.createAppKitFacade(options);
    },
  };
});

/** Holds the core's chunk until the returned function releases it. */
function holdCore(): () => void {
  let release: () => void = () => undefined;
  chunk.held = new Promise((resolve) => (release = resolve));
  return () => {
    chunk.held = undefined;
    release();
  };
}

let idleCallbacks: IdleRequestCallback[] = [];
const pageIsIdle = (): void => {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
};

const kits: AppKit[] = [];
function makeKit(options: Partial<AppKitOptions> = {}): AppKit {
  const kit = createAppKitInstance({ ...pageKitOptions(), ...options });
  kits.push(kit);
  return kit;
}

/** The loading dialog's parts, read from its shadow root. */
function loadingDialog() {
  const host = document.querySelector('[data-walletport-loading]');
  const root = host?.shadowRoot;
  if (!host || !root) return undefined;
  const dialog = root.querySelector('dialog')!;
  const [retry, close] = [...root.querySelectorAll('button')];
  const label = root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  return { host, root, dialog, retry: retry!, close: close!, name: label?.textContent, text: root.querySelector('p')! };
}

const modalDialog = (): Element | null => document.querySelector('[data-walletport-modal] [role="dialog"]');
const aWhile = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  // Evaluated once, so a load that is let through arrives at once.
  await import('../../infrastructure/container.ts');
  await import('../modal/Modal.tsx');
});

beforeEach(() => {
  chunk.held = undefined;
  chunk.failures = 0;
  chunk.loads = 0;
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  setDefaultAppKit(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an open() before the core and the modal are in', () => {
  it('shows the loading dialog in the same call, focused and busy, and the modal takes its place', async () => {
    const release = holdCore();
    const kit = makeKit();
    // Seen at every point the page could paint: the loading dialog and the modal never show together, and
    // never is there neither.
    const dialogsSeen: number[] = [];
    const observer = new MutationObserver(() => dialogsSeen.push((loadingDialog() ? 1 : 0) + (modalDialog() ? 1 : 0)));
    observer.observe(document.body, { childList: true, subtree: true });

    const opened = kit.open();
    const loading = loadingDialog();
    expect(loading).toBeDefined();
    expect(loading?.dialog.open).toBe(true);
    expect(loading?.dialog.getAttribute('aria-modal')).toBe('true');
    expect(loading?.dialog.getAttribute('aria-busy')).toBe('true');
    expect(loading?.name).toBe('Loading…');
    expect(loading?.text.getAttribute('role')).toBe('status');
    expect(loading?.retry.hidden).toBe(true);
    expect(loading?.close.textContent).toBe('Close');
    // Focus is inside the dialog, on Close.
    expect(document.activeElement).toBe(loading?.host);
    expect(loading?.root.activeElement).toBe(loading?.close);
    expect(modalDialog()).toBeNull();

    release();
    await opened;
    await vi.waitFor(() => expect(modalDialog()).not.toBeNull());
    expect(loadingDialog()).toBeUndefined();
    expect(kit.getState().open).toBe(true);
    observer.disconnect();
    expect(dialogsSeen.length).toBeGreaterThan(0);
    expect(dialogsSeen.every((count) => count === 1)).toBe(true);
  });

  it('shows it too when the core is in but the modal is not mounted yet, and opens the view asked for', async () => {
    const kit = makeKit();
    await kit.ready;
    const opened = kit.open({ view: 'Networks' });
    expect(loadingDialog()).toBeDefined();
    await opened;
    await vi.waitFor(() => expect(modalDialog()?.getAttribute('data-view')).toBe('Networks'));
    expect(loadingDialog()).toBeUndefined();
  });

  it('a core chunk that fails shows the catalogue text and Try again; Try again loads it and opens the modal', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.failures = 1;
    const kit = makeKit();
    const opened = kit.open();
    await vi.waitFor(() => expect(loadingDialog()?.text.textContent).toBe(ERRORS.MODAL_LOAD_FAILED.message));
    const failed = loadingDialog()!;
    expect(failed.text.getAttribute('role')).toBe('alert');
    expect(failed.dialog.getAttribute('aria-busy')).toBe('false');
    expect(failed.retry.hidden).toBe(false);
    expect(failed.retry.textContent).toBe('Try again');
    expect(failed.root.activeElement).toBe(failed.retry);
    expect(error).toHaveBeenCalledWith('[walletport] the modal failed to load', expect.any(TypeError));
    expect(modalDialog()).toBeNull();

    const release = holdCore();
    failed.retry.click();
    // The spinner again while the second load is under way.
    expect(failed.dialog.getAttribute('aria-busy')).toBe('true');
    expect(failed.retry.hidden).toBe(true);
    expect(failed.root.activeElement).toBe(failed.close);
    release();
    await opened;
    await vi.waitFor(() => expect(modalDialog()).not.toBeNull());
    expect(loadingDialog()).toBeUndefined();
    expect(chunk.loads).toBe(2);
  });

  it('Close before the core arrives leaves nothing behind, and the modal does not open when it arrives', async () => {
    const release = holdCore();
    const kit = makeKit();
    const added = [vi.spyOn(document, 'addEventListener'), vi.spyOn(window, 'addEventListener')];
    const opened = kit.open();
    loadingDialog()?.close.click();
    expect(loadingDialog()).toBeUndefined();
    expect(document.querySelector('[data-walletport-loading]')).toBeNull();
    await opened;
    for (const spy of added) expect(spy).not.toHaveBeenCalled();

    release();
    pageIsIdle();
    await vi.waitFor(() => expect(kit.link.loaded()).toBeDefined());
    await aWhile();
    expect(modalDialog()).toBeNull();
    expect(kit.getState().open).toBe(false);

    // A later open() works, now in the frame of the call.
    await kit.open();
    await vi.waitFor(() => expect(modalDialog()).not.toBeNull());
    expect(loadingDialog()).toBeUndefined();
  });

  it('the browser closing the dialog (Escape) ends it as Close does', async () => {
    const release = holdCore();
    const kit = makeKit();
    const opened = kit.open();
    // What the browser does on Escape for a modal <dialog>: it closes it, and says so with a close event.
    loadingDialog()?.dialog.close();
    expect(loadingDialog()).toBeUndefined();
    await opened;
    release();
    await vi.waitFor(() => expect(kit.link.loaded()).toBeDefined());
    await aWhile();
    expect(modalDialog()).toBeNull();
  });

  it('the page\'s close() ends it, and destroy() removes it', async () => {
    const release = holdCore();
    const first = makeKit();
    const opened = first.open();
    await first.close();
    await opened;
    expect(loadingDialog()).toBeUndefined();

    const second = makeKit();
    const pending = second.open();
    expect(loadingDialog()).toBeDefined();
    second.destroy();
    expect(loadingDialog()).toBeUndefined();
    await pending;
    release();
    await aWhile();
    expect(modalDialog()).toBeNull();
  });

  it('a second open() while it waits keeps one dialog and opens the view it asks for', async () => {
    const release = holdCore();
    const kit = makeKit();
    const first = kit.open();
    const second = kit.open({ view: 'Networks' });
    expect(document.querySelectorAll('[data-walletport-loading]')).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    await vi.waitFor(() => expect(modalDialog()?.getAttribute('data-view')).toBe('Networks'));
  });

  it('a browser that cannot show a modal dialog is left no element, and still gets the modal once it is in', async () => {
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(() => {
      throw new TypeError('showModal is not a function');
    });
    const release = holdCore();
    const kit = makeKit();
    const opened = kit.open();
    expect(document.querySelector('[data-walletport-loading]')).toBeNull();
    release();
    await opened;
    await vi.waitFor(() => expect(modalDialog()).not.toBeNull());
  });

  it('reads the locale\'s words once they are in, the site\'s own words first, and the theme', async () => {
    const release = holdCore();
    const kit = makeKit({ locale: 'es', messages: { 'modal.close': 'Salir' }, themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } });
    await kit.link.words.whenSettled();
    const opened = kit.open();
    const loading = loadingDialog();
    expect(loading?.name).toBe('Cargando…');
    expect(loading?.close.textContent).toBe('Salir');
    expect(loading?.retry.textContent).toBe('Reintentar');
    expect(loading?.dialog.style.getPropertyValue('--a')).toBe('#ff0000');
    release();
    await opened;
  });
});

describe('an open() once the core and the modal are in', () => {
  it('creates no loading dialog and opens the modal at once', async () => {
    const kit = makeKit();
    pageIsIdle();
    await vi.waitFor(() => expect(document.querySelector('[data-walletport-modal]')).not.toBeNull());
    // The mount resolves after the host element is added: let it settle.
    await aWhile();
    const created = vi.spyOn(document, 'createElement');
    const opened = kit.open();
    expect(kit.getState().open).toBe(true);
    expect(created.mock.calls.some(([tag]) => tag === 'dialog')).toBe(false);
    expect(loadingDialog()).toBeUndefined();
    await opened;
    await vi.waitFor(() => expect(modalDialog()).not.toBeNull());
    expect(loadingDialog()).toBeUndefined();
  });
});
