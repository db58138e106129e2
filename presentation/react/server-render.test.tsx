import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { AppKitButton } from './AppKitButton.tsx';
import { useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitState, useAppKitTheme, useWalletInfo } from './react-state.tsx';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { CHAIN_A, CHAIN_B, createPage } from '../../test/fakes/app-kit-harness.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  setDefaultAppKit(undefined);
});

function Header() {
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  const state = useAppKitState();
  const { themeMode } = useAppKitTheme();
  return (
    <header data-testid="header">
      <span>{account.status}</span>|<span>{network.caipNetworkId ?? '-'}</span>|<span>{state.selectedNetworkId ?? '-'}</span>|
      <span>{themeMode}</span>
      <AppKitButton />
    </header>
  );
}

/** A visitor who last used the second network: the core restores it, the server cannot know it. */
function kitWithStoredNetwork() {
  const page = createPage();
  page.announce();
  const storage = createRecordingStorage({ initial: { [STORAGE_KEYS.activeCaipNetworkId]: JSON.stringify(CHAIN_B.caipNetworkId) } });
  return createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({})],
    themeMode: 'light',
    features: { analytics: false, telemetry: false },
    ports: {
      storage: storage.storage,
      walletDiscovery: createEip6963Discovery(page.target),
      walletDirectory: EMPTY_WALLET_DIRECTORY,
    },
  });
}

/** Hydrates `element` over the server's HTML, collecting React's recoverable errors and console errors. */
async function hydrateOver(serverHtml: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleErrors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => consoleErrors.push(args);
  try {
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
    });
  } finally {
    console.error = original;
  }
  return { container, recoverable, consoleErrors };
}

describe('server render and hydration', () => {
  it('hydrates without a mismatch although the loaded core holds another network, then shows it', async () => {
    const kit = kitWithStoredNetwork();
    await kit.ready;
    expect(kit.getState().selectedNetworkId).toBe(CHAIN_B.caipNetworkId);

    const serverHtml = renderToString(<Header />);
    expect(serverHtml).toContain(CHAIN_A.caipNetworkId);
    expect(serverHtml).not.toContain(CHAIN_B.caipNetworkId);
    expect(serverHtml).toContain('>Connect Wallet</button>');

    const { container, recoverable, consoleErrors } = await hydrateOver(serverHtml, <Header />);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // After hydration the client snapshot takes over.
    expect(container.textContent).toContain(CHAIN_B.caipNetworkId);
  });

  it("hydrates AppKit's InfoList (every hook as JSON) without a mismatch when the server's instance was made at another moment", async () => {
    function InfoList() {
      const shown = [useAppKitAccount(), useAppKitNetwork(), useAppKitTheme(), useAppKitState(), useAppKitEvents(), useWalletInfo()];
      return <>{shown.map((value, index) => <pre key={index}>{JSON.stringify(value)}</pre>)}</>;
    }
    // The server's instance: made while the server module loaded, its core never loads there.
    const server = kitWithStoredNetwork();
    const serverHtml = renderToString(<InfoList />);
    server.destroy();
    setDefaultAppKit(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The browser's instance: made later, by the same module evaluated on the client; its core loads.
    const client = kitWithStoredNetwork();
    await client.ready;

    const { container, recoverable, consoleErrors } = await hydrateOver(serverHtml, <InfoList />);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // After hydration the client's own values show: the event's real time, the core initialised.
    expect(container.textContent).toContain('"initialized":true');
    expect(container.textContent).toContain(`"timestamp":${client.getEvent().timestamp}`);
    client.destroy();
  });
});
