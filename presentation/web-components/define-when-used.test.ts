import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppKitInstance } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';

/*
 * This file's window starts with no element defined and no element in the page, as a React site that
 * shows <AppKitButton> does: AppKit's elements are not fetched until the page adds one. The page never
 * gets idle here, so the core (which also defines them when it arrives) stays away.
 */

function makeKit(): AppKit {
  return createAppKitInstance({
    projectId: 'test',
    networks: [CHAIN_A],
    adapters: [evmAdapterWithBalances({})],
    features: { analytics: false, telemetry: false },
    ports: { storage: createMemoryStorage() },
  });
}

const aWhile = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 200));

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  setDefaultAppKit(undefined);
  vi.unstubAllGlobals();
});

describe("AppKit's elements, fetched when the page uses one", () => {
  it('a destroyed instance stops watching the page: an element added afterwards stays undefined', async () => {
    const kit = makeKit();
    kit.destroy();
    document.body.append(document.createElement('appkit-button'));
    await aWhile();
    expect(customElements.get('appkit-button')).toBeUndefined();
  });

  it('a page with none has none defined; one the page adds later is defined and shows its button', async () => {
    const kit = makeKit();
    try {
      await aWhile();
      expect(customElements.get('appkit-button')).toBeUndefined();
      const wrapper = document.createElement('div');
      wrapper.innerHTML = '<w3m-button></w3m-button>';
      document.body.append(wrapper);
      const element = wrapper.firstElementChild;
      await vi.waitFor(() => expect(element?.shadowRoot?.querySelector('appkit-connect-button')?.shadowRoot?.querySelector('button')?.textContent).toBe('Connect Wallet'));
      expect(customElements.get('appkit-network-button')).toBeDefined();
    } finally {
      kit.destroy();
    }
  });
});
