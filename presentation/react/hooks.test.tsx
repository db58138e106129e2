import { act, render, screen, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { AppKitButton } from './AppKitButton.tsx';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState, useFlow } from './react-state.tsx';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { CHAIN_A, createPage } from '../../test/fakes/app-kit-harness.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemorySiwx } from '../../test/fakes/memory-siwx.ts';
import { pageKitOptions } from '../../test/fakes/page-kit-options.ts';

afterEach(() => {
  cleanup();
  setDefaultAppKit(undefined);
});

function Probe() {
  const account = useAppKitAccount();
  const state = useAppKitState();
  const network = useAppKitNetwork();
  return (
    <p data-testid="probe">
      {account.status}|{account.address ?? '-'}|{state.initialized ? 'ready' : 'loading'}|{network.caipNetworkId ?? '-'}
    </p>
  );
}

function makeKit(storage = createRecordingStorage()) {
  const page = createPage();
  page.announce();
  const kit = createAppKit(pageKitOptions({ storage: storage.storage, walletDiscovery: createEip6963Discovery(page.target) }));
  return { kit, storage, page };
}

describe('React hooks', () => {
  it("throw 'Please call createAppKit before using useAppKit hook' before createAppKit", () => {
    function UsesHook() {
      useAppKit();
      return null;
    }
    const original = console.error;
    console.error = () => undefined; // React logs the thrown render error
    try {
      expect(() => render(<UsesHook />)).toThrow('Please call createAppKit before using useAppKit hook');
    } finally {
      console.error = original;
    }
  });

  it('read defaults at once, then follow the core through connect and switch', async () => {
    const { kit, storage } = makeKit();
    render(
      <>
        <Probe />
        <AppKitButton />
      </>,
    );
    // Before the core arrives the hooks show the options' default network, as a server render does.
    expect(screen.getByTestId('probe').textContent).toBe('disconnected|-|loading|eip155:31337');
    expect(screen.getByTestId('appkit-button').textContent).toBe('Connect Wallet');
    await act(async () => {
      await kit.ready;
    });
    expect(screen.getByTestId('probe').textContent).toBe('disconnected|-|ready|eip155:31337');

    const facade = await kit.link.core;
    await act(async () => {
      await facade.connect('dev.walletport.demo');
    });
    expect(screen.getByTestId('probe').textContent).toMatch(/^connected\|0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\|ready\|eip155:31337$/);
    expect(screen.getByTestId('appkit-button').textContent).toContain('0xf39F…2266');

    await act(async () => {
      await kit.switchNetwork('eip155:31338');
    });
    expect(screen.getByTestId('probe').textContent).toContain('eip155:31338');
    // The integrator's storage port received the writes.
    expect(storage.writes.some((w) => w.key === STORAGE_KEYS.activeCaipNetworkId && w.value === '"eip155:31338"')).toBe(true);
    expect(storage.writes.some((w) => w.key === STORAGE_KEYS.connectionStatus && w.value === '"connected"')).toBe(true);
  });

  it("AppKitButton takes AppKit's props: balance hidden, address characters, size, disabled, namespace", async () => {
    const { kit } = makeKit();
    render(
      <>
        <AppKitButton />
        <AppKitButton balance="hide" charsStart={4} charsEnd={6} size="sm" disabled namespace="eip155" className="compact" />
      </>,
    );
    const [plain, compact] = screen.getAllByTestId('appkit-button');
    expect(compact?.getAttribute('data-size')).toBe('sm');
    expect(plain?.getAttribute('data-size')).toBe('md');
    expect((compact as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await kit.ready;
    });
    const facade = await kit.link.core;
    await act(async () => {
      await facade.connect('dev.walletport.demo');
    });
    expect(plain?.textContent).toBe('0xf39F…2266 · 0.000 ETH');
    expect(compact?.textContent).toBe('0xf3…b92266');
    kit.destroy();
  });

  it('createAppKit rejects conflicting sign-in options at once', () => {
    expect(() => createAppKit({ projectId: 'x', networks: [CHAIN_A], siweConfig: {}, siwx: createMemorySiwx().config })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
  });

  it('open() shows the modal without waiting for the network', async () => {
    const { kit } = makeKit();
    await kit.ready;
    await act(async () => {
      await kit.open();
    });
    expect(kit.getState().open).toBe(true);
    const dialog = document.querySelector('[role=dialog]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.getAttribute('data-view')).toBe('Connect');
    await act(async () => {
      await kit.close();
    });
    expect(document.querySelector('[role=dialog]')).toBeNull();
    kit.destroy();
  });

  it('useFlow renders a flow\'s state (nothing before the core) and runs its commands, re-rendering on change', async () => {
    const { kit } = makeKit();
    let renders = 0;
    function NamesProbe() {
      renders += 1;
      const names = useFlow('names');
      return (
        <button type="button" data-testid="names" onClick={() => void names.commands.search('alice')}>
          {names.state === undefined ? 'no core' : `query:${names.state.query}|loading:${String(names.state.loading)}`}
        </button>
      );
    }
    render(<NamesProbe />);
    expect(screen.getByTestId('names').textContent).toBe('no core');
    await act(async () => {
      await kit.ready;
    });
    expect(screen.getByTestId('names').textContent).toBe('query:|loading:false');
    const before = renders;
    // A change in another store (the modal opening) does not re-render a reader of this flow.
    await act(async () => {
      await kit.open();
    });
    expect(renders).toBe(before);
    kit.destroy();
  });
});
