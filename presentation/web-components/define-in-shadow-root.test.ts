import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppKitInstance } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';

/*
 * An element the page keeps inside its own component's shadow root, which the document's observer
 * cannot see: it is defined once the core has arrived. This file's window starts with none defined.
 */

afterEach(() => {
  document.body.replaceChildren();
  setDefaultAppKit(undefined);
});

describe("AppKit's elements inside the page's own shadow root", () => {
  it('are defined once the core has arrived', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<appkit-network-button></appkit-network-button>';
    document.body.append(host);
    const kit = createAppKitInstance({
      projectId: 'test',
      networks: [CHAIN_A],
      adapters: [evmAdapterWithBalances({})],
      features: { analytics: false, telemetry: false },
      ports: { storage: createMemoryStorage() },
    });
    try {
      await kit.ready;
      await vi.waitFor(() => expect(root.querySelector('appkit-network-button')?.shadowRoot?.querySelector('button')).toBeTruthy());
    } finally {
      kit.destroy();
    }
  });
});
