import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { AppKitButton } from '../react/AppKitButton.tsx';
import { registerWebComponents } from '../web-components/register.ts';
import type { AppKit } from './app-kit-instance.ts';
import { createAppKitInstance } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { pageKitOptions } from '../../test/fakes/page-kit-options.ts';

/*
 * When the core and the modal load. A first visit's page gets its own loading done first: they load when
 * the page is idle, or earlier when a pointer comes over a walletport button or it takes focus, the steps
 * before a click. A returning visitor's stored session is restored at once, as the page shows it.
 */

/** The browser's idle callbacks, held until the test says the page is idle. */
let idleCallbacks: IdleRequestCallback[] = [];
const pageIsIdle = (): void => {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
};

const kits: AppKit[] = [];
function makeKit(storage: StoragePort): AppKit {
  const kit = createAppKitInstance(pageKitOptions({ storage }));
  kits.push(kit);
  return kit;
}

/** Long enough for a core whose modules are already evaluated to arrive, had its load begun. */
const aWhile = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));
const coreArrived = (kit: AppKit): Promise<void> => vi.waitFor(() => expect(kit.link.loaded()).toBeDefined(), { timeout: 10_000 });

beforeAll(async () => {
  // The core's modules evaluated once, so a load that starts arrives within `aWhile`.
  await import('../../infrastructure/container.ts');
  await import('../modal/Modal.tsx');
});

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  cleanup();
  for (const kit of kits.splice(0)) kit.destroy();
  setDefaultAppKit(undefined);
  vi.unstubAllGlobals();
});

describe('when the core loads', () => {
  it('a first visit loads nothing until the page is idle, then the core and the modal', async () => {
    const kit = makeKit(createMemoryStorage());
    await aWhile();
    expect(kit.link.loaded()).toBeUndefined();
    pageIsIdle();
    await coreArrived(kit);
  });

  it('a visit that left a connection to restore loads the core at once', async () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.connectedNamespaces, JSON.stringify(['eip155']));
    storage.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify('connected'));
    const kit = makeKit(storage);
    await coreArrived(kit);
  });

  it('a storage that answers later loads the core at once, since what it holds cannot be known', async () => {
    const kit = makeKit({ getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined });
    await coreArrived(kit);
  });

  it('a pointer over the page\'s <AppKitButton>, or focus on it, loads the core before the page is idle', async () => {
    const pointed = makeKit(createMemoryStorage());
    const { getByRole, unmount } = render(<AppKitButton />);
    await aWhile();
    expect(pointed.link.loaded()).toBeUndefined();
    fireEvent.pointerEnter(getByRole('button'));
    await coreArrived(pointed);
    unmount();
    pointed.destroy();

    const focused = makeKit(createMemoryStorage());
    render(<AppKitButton />);
    await aWhile();
    expect(focused.link.loaded()).toBeUndefined();
    fireEvent.focus(getByRole('button'));
    await coreArrived(focused);
  });

  it('focus on <appkit-button>\'s button loads the core before the page is idle', async () => {
    registerWebComponents();
    const kit = makeKit(createMemoryStorage());
    const element = document.createElement('appkit-button');
    document.body.append(element);
    try {
      // <appkit-button> shows <appkit-connect-button> while disconnected; the button is in its shadow root.
      const button = element.shadowRoot?.querySelector('appkit-connect-button')?.shadowRoot?.querySelector('button');
      expect(button).toBeTruthy();
      await aWhile();
      expect(kit.link.loaded()).toBeUndefined();
      button?.dispatchEvent(new FocusEvent('focus'));
      await coreArrived(kit);
    } finally {
      element.remove();
    }
  });
});
