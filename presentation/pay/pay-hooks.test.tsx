import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpPort, HttpRequest } from '../../application/ports/http.port.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, createPage, settle } from '../../test/fakes/app-kit-harness.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { useAvailableExchanges, useExchangeBuyStatus, usePayUrlActions } from '../entries/pay-react.ts';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SESSION = '0123456789abcdef0123456789abcdef';

let kits: AppKit[] = [];
afterEach(() => {
  cleanup();
  for (const kit of kits) kit.destroy();
  kits = [];
  setDefaultAppKit(undefined);
  vi.useRealTimers();
});

/** The blockchain API's exchange methods, answering in turn the statuses given (the last one again). */
function exchangeService(statuses: readonly unknown[]): HttpPort & { readonly asked: string[] } {
  const asked: string[] = [];
  const queue = [...statuses];
  return {
    asked,
    json: async (request: HttpRequest) => {
      const body = request.body as { method?: string; id?: number } | undefined;
      if (!request.url.endsWith('/v1/json-rpc') || !body?.method) throw new Error(`no stand-in for ${request.url}`);
      asked.push(body.method);
      const results: Record<string, unknown> = {
        reown_getExchanges: { exchanges: [{ id: 'reown_test', name: 'Reown Test Exchange', imageUrl: null }, { id: 'odd one', name: 'Odd', imageUrl: null }], total: 2 },
        reown_getExchangePayUrl: { url: 'https://exchange.example/pay?session=1', sessionId: SESSION },
        reown_getExchangeBuyStatus: queue.length > 1 ? queue.shift() : queue[0],
      };
      return { jsonrpc: '2.0', id: body.id, result: results[body.method] };
    },
    blob: () => Promise.reject(new Error('no images here')),
  };
}

async function kitWith(http: HttpPort): Promise<AppKit> {
  const page = createPage();
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A],
    features: { analytics: false, telemetry: false, pay: true },
    ports: { storage: createMemoryStorage(), walletDiscovery: createEip6963Discovery(page.target), walletDirectory: EMPTY_WALLET_DIRECTORY, projectConfig: { fetchAllowedOrigins: async () => undefined }, http },
  });
  kits.push(kit);
  await kit.ready;
  return kit;
}

const shown = () => JSON.parse(screen.getByTestId('out').textContent ?? 'null') as Record<string, unknown>;

describe('walletport/pay/react: the exchange hooks', () => {
  it('useAvailableExchanges lists the exchanges on mount, an exchange that does not fit left out', async () => {
    await kitWith(exchangeService([]));
    function Exchanges() {
      const { data, isLoading, error } = useAvailableExchanges({ asset: 'native', network: 'eip155:84532', amount: 1 });
      return <p data-testid="out">{JSON.stringify({ ids: data?.map((exchange) => exchange.id) ?? null, isLoading, error: error?.message ?? null })}</p>;
    }
    render(<Exchanges />);
    await vi.waitFor(() => expect(shown()).toEqual({ ids: ['reown_test'], isLoading: false, error: null }));
  });

  it('usePayUrlActions gets a checked pay URL and its session', async () => {
    const http = exchangeService([]);
    await kitWith(http);
    let actions: ReturnType<typeof usePayUrlActions> | undefined;
    function Actions() {
      actions = usePayUrlActions();
      return null;
    }
    render(<Actions />);
    await expect(actions?.getUrl('reown_test', { network: 'eip155:84532', asset: 'native', amount: '0.5', recipient: RECIPIENT })).resolves.toEqual({ url: 'https://exchange.example/pay?session=1', sessionId: SESSION });
    await expect(actions?.getUrl('reown_test', { network: 'eip155:84532', asset: 'native', amount: 'half', recipient: RECIPIENT })).rejects.toMatchObject({ code: 'PAY_INVALID_AMOUNT' });
    expect(http.asked).toEqual(['reown_getExchangePayUrl']);
  });

  it('useExchangeBuyStatus polls until the exchange reports SUCCESS, then stops asking', async () => {
    const http = exchangeService([{ status: 'IN_PROGRESS', txHash: null }, { status: 'SUCCESS', txHash: `0x${'cd'.repeat(32)}` }]);
    await kitWith(http);
    vi.useFakeTimers();
    function Status() {
      const { data, error } = useExchangeBuyStatus({ exchangeId: 'reown_test', sessionId: SESSION, pollingInterval: 1_000 });
      return <p data-testid="out">{JSON.stringify({ status: data?.status ?? null, error: error?.message ?? null })}</p>;
    }
    render(<Status />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await settle();
    });
    expect(shown()).toEqual({ status: 'IN_PROGRESS', error: null });
    // Asked again no sooner than AppKit's 3 s floor, whatever the interval asked for.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(http.asked).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
    });
    expect(shown()).toEqual({ status: 'SUCCESS', error: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(http.asked).toEqual(['reown_getExchangeBuyStatus', 'reown_getExchangeBuyStatus']);
  });
});
