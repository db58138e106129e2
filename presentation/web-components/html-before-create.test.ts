import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { CHAIN_A } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

// This file's window starts with no element defined: the page's HTML comes before createAppKit.
afterEach(() => setDefaultAppKit(undefined));

describe('elements written in the page before createAppKit', () => {
  it('upgrade once createAppKit has loaded them, and a tag the page defined itself stays the page’s', async () => {
    class PagesOwnNetworkButton extends HTMLElement {}
    customElements.define('appkit-network-button', PagesOwnNetworkButton);
    document.body.innerHTML = '<w3m-button size="sm"></w3m-button><appkit-network-button></appkit-network-button>';
    const button = document.querySelector('w3m-button');
    expect(button?.shadowRoot).toBeNull();

    const kit = createAppKit({
      projectId: 'test',
      networks: [CHAIN_A],
      adapters: [evmAdapterWithBalances({})],
      features: { analytics: false, telemetry: false },
      ports: {
        storage: createRecordingStorage().storage,
        walletDirectory: EMPTY_WALLET_DIRECTORY,
      },
    });
    try {
      // The elements' chunk is fetched at once, since the page holds one of them.
      await vi.waitFor(() => expect(button?.shadowRoot).not.toBeNull());
      const inner = button?.shadowRoot?.querySelector('appkit-connect-button');
      const shown = inner?.shadowRoot?.querySelector('button');
      expect(shown?.textContent).toBe('Connect Wallet');
      expect(shown?.className).toBe('size-sm');
      expect(customElements.get('appkit-network-button')).toBe(PagesOwnNetworkButton);
      expect(customElements.get('w3m-network-button')).toBeDefined();
    } finally {
      kit.destroy();
    }
  });
});
