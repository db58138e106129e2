import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../application/stores/store.ts';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { createAppKit } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { AppKitButton } from '../react/AppKitButton.tsx';
import { useAppKitAccount, useAppKitEvents } from '../react/react-state.tsx';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

afterEach(() => {
  cleanup();
  setDefaultAppKit(undefined);
});

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Counts listeners added and not removed on a target, by type. */
function countListeners(target: Target) {
  const live = new Map<string, number>();
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type: string, ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]) => {
    live.set(type, (live.get(type) ?? 0) + 1);
    add(type, ...rest);
  };
  target.removeEventListener = (type: string, ...rest: [EventListenerOrEventListenerObject | null, (boolean | EventListenerOptions)?]) => {
    live.set(type, (live.get(type) ?? 0) - 1);
    remove(type, ...rest);
  };
  return {
    live: () => [...live.entries()].filter(([, count]) => count > 0),
    restore: () => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    },
  };
}

function storesOf(facade: AppKitFacade): readonly { readonly observed: boolean }[] {
  // Every flow's state is a store underneath; `observed` says whether anything still listens.
  return [
    facade.stores.modal,
    facade.stores.accounts,
    facade.stores.network,
    facade.stores.connectors,
    facade.stores.snackbar,
    facade.flows.siwx.state as Store<object>,
    facade.stores.connection,
    facade.stores.walletData,
    facade.flows.send.state as Store<object>,
    facade.flows.names.state as Store<object>,
    facade.flows.balances.state as Store<object>,
    facade.flows.activity.state as Store<object>,
    facade.flows.accountType.state as Store<object>,
    facade.stores.allWallets,
  ];
}

function makeKit() {
  return createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({})],
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createRecordingStorage().storage,
      walletDirectory: EMPTY_WALLET_DIRECTORY,
    },
  });
}

/**
 * Fifty instances take about two seconds on a quiet machine; on a loaded one (two cores shared with a
 * browser run) several times that. These tests are about what outlives an instance, not about speed, which
 * the benchmark measures.
 */
const CYCLES_TIMEOUT_MS = 30_000;

describe('destroy', () => {
  it('50 instances created, opened and destroyed leave no listener on window and no store subscription', async () => {
    const windowListeners = countListeners(window);
    const documentListeners = countListeners(document);
    // React DOM adds a few page-wide listeners once, with its first root; what must not grow is ours.
    let baseline: { window: [string, number][]; document: [string, number][] } | undefined;
    try {
      for (let i = 0; i < 50; i += 1) {
        const kit = makeKit();
        await kit.ready;
        await kit.open();
        const facade = await kit.link.core;
        const events: unknown[] = [];
        kit.subscribeEvents((event) => events.push(event));
        const coreDestroy = vi.spyOn(facade, 'destroy');
        kit.destroy();
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
        expect(storesOf(facade).filter((store) => store.observed)).toHaveLength(0);
        expect(document.querySelectorAll('[data-walletport-modal]')).toHaveLength(0);
        expect(coreDestroy).toHaveBeenCalledTimes(1);
        baseline ??= { window: windowListeners.live(), document: documentListeners.live() };
      }
      expect(windowListeners.live()).toEqual(baseline?.window);
      expect(documentListeners.live()).toEqual(baseline?.document);
      expect(windowListeners.live().filter(([type]) => type.startsWith('eip6963'))).toEqual([]);
    } finally {
      windowListeners.restore();
      documentListeners.restore();
    }
  }, CYCLES_TIMEOUT_MS);

  it('50 more create/open/destroy cycles do not grow the heap: nothing an instance made outlives it', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('this test needs node --expose-gc (set for the dom project in vitest.config.ts)');
    const cycle = async (): Promise<void> => {
      const kit = makeKit();
      await kit.ready;
      await kit.open();
      kit.subscribeEvents(() => undefined);
      kit.destroy();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    };
    const settledHeap = async (): Promise<number> => {
      for (let i = 0; i < 3; i += 1) {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return process.memoryUsage().heapUsed;
    };
    // The first cycles load modules and fill caches that live as long as the page, not the instance.
    for (let i = 0; i < 10; i += 1) await cycle();
    const before = await settledHeap();
    for (let i = 0; i < 50; i += 1) await cycle();
    const growth = (await settledHeap()) - before;
    console.log(`[destroy] heap after 50 create/open/destroy cycles: ${(growth / 1024).toFixed(0)} KiB over the warmed-up page`);
    // A destroyed instance still held by something keeps its container, stores and modal tree, about
    // 120 KiB each: 50 of them add about 6 MiB. Allocator noise stays below 100 KiB.
    expect(growth).toBeLessThan(2 * 1024 * 1024);
  }, CYCLES_TIMEOUT_MS);

  it('a destroyed instance refuses commands with a catalogue error and reads keep answering', async () => {
    const kit = makeKit();
    await kit.ready;
    kit.destroy();
    kit.destroy();
    for (const command of [() => kit.open(), () => kit.switchNetwork(CHAIN_B.caipNetworkId), () => kit.disconnect(), () => kit.close()]) {
      const error: unknown = await command().then(() => undefined, (reason: unknown) => reason);
      expect(WalletportError.is(error) && error.code).toBe('INSTANCE_DESTROYED');
    }
    expect(kit.getState().open).toBe(false);
    expect(kit.getAccount().isConnected).toBe(false);
    const refused: unknown = await kit.flows.names.commands.search('anything').catch((reason: unknown) => reason);
    expect(WalletportError.is(refused) && refused.code).toBe('INSTANCE_DESTROYED');
  });

  it('StrictMode mount, unmount, mount leaves one subscription per store and fires each event once', async () => {
    const kit = makeKit();
    await kit.ready;
    const seen: string[] = [];
    function Probe() {
      const { status } = useAppKitAccount();
      const event = useAppKitEvents();
      useEffect(() => {
        if (event) seen.push(event.data.event);
      }, [event]);
      return <p>{status}</p>;
    }
    render(
      <StrictMode>
        <Probe />
        <AppKitButton />
      </StrictMode>,
    );
    const facade = await kit.link.core;
    await act(async () => {
      await kit.open();
    });
    expect(seen.filter((name) => name === 'MODAL_OPEN')).toHaveLength(1);
    cleanup();
    await act(async () => {
      await kit.close();
    });
    kit.destroy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(storesOf(facade).filter((store) => store.observed)).toHaveLength(0);
  });
});
