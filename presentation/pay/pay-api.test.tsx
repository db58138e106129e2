import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapter, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { HttpPort, HttpRequest } from '../../application/ports/http.port.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B, createPage, settle } from '../../test/fakes/app-kit-harness.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { baseSepoliaETH, getAvailableExchanges, getIsPaymentInProgress, getPayError, getPayResult, getPayUrl, openPay, pay, usePay } from '../entries/pay-react.ts';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const PAYMENT = { paymentAsset: { network: CHAIN_A.caipNetworkId, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }, recipient: RECIPIENT, amount: 0.01 } as const;

let kits: AppKit[] = [];
afterEach(() => {
  cleanup();
  for (const kit of kits) kit.destroy();
  kits = [];
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

/** The exchange service's JSON-RPC route, answering as the blockchain API does; `payUrl` is the page it hands out. */
function exchangeService(payUrl: string): HttpPort & { readonly methods: string[] } {
  const methods: string[] = [];
  const results: Record<string, unknown> = {
    reown_getExchanges: { exchanges: [{ id: 'reown_test', name: 'Reown Test Exchange', imageUrl: null }], total: 1 },
    reown_getExchangePayUrl: { url: payUrl, sessionId: '0123456789abcdef0123456789abcdef' },
    reown_getExchangeBuyStatus: { status: 'IN_PROGRESS', txHash: null },
  };
  return {
    methods,
    json: async (request: HttpRequest) => {
      const body = request.body as { method?: string; id?: number } | undefined;
      if (!request.url.endsWith('/v1/json-rpc') || !body?.method) throw new Error(`no stand-in for ${request.url}`);
      methods.push(body.method);
      return { jsonrpc: '2.0', id: body.id, result: results[body.method] };
    },
    blob: () => Promise.reject(new Error('no images here')),
  };
}

function makeKit(options: { pay?: boolean; http?: HttpPort } = {}) {
  const page = createPage();
  page.announce();
  const base = evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 10n ** 18n });
  const adapter: ChainAdapterDescriptor = { namespace: 'eip155', load: async (): Promise<ChainAdapter> => ({ ...(await base.load()), sendNative: async () => HASH }) };
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [adapter],
    features: { analytics: false, telemetry: false, ...(options.pay === undefined ? {} : { pay: options.pay }) },
    ports: {
      storage: createMemoryStorage(),
      walletDiscovery: createEip6963Discovery(page.target),
      walletDirectory: EMPTY_WALLET_DIRECTORY,
      projectConfig: { fetchAllowedOrigins: async () => undefined },
      ...(options.http ? { http: options.http } : {}),
    },
  });
  kits.push(kit);
  return kit;
}

describe('walletport/pay', () => {
  it('exports AppKit Pay’s named assets as they are', () => {
    expect(baseSepoliaETH).toEqual({ network: 'eip155:84532', asset: 'native', metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } });
  });

  it('rejects openPay with the catalogue error while features.pay is off, the default, and opens nothing', async () => {
    const kit = makeKit();
    await kit.ready;
    const refused = await openPay(PAYMENT).catch((error: unknown) => error);
    expect(WalletportError.is(refused, 'PAY_NOT_ENABLED')).toBe(true);
    expect(getPayError()).toBe((refused as WalletportError).shortMessage);
    expect(getIsPaymentInProgress()).toBe(false);
    expect(kit.isOpen()).toBe(false);
    await expect(getAvailableExchanges()).rejects.toMatchObject({ code: 'PAY_NOT_ENABLED' });
  });

  it('rejects a nonsense amount with AppKit’s text', async () => {
    const kit = makeKit({ pay: true });
    await kit.ready;
    await expect(openPay({ ...PAYMENT, amount: Number.NaN })).rejects.toMatchObject({ code: 'PAY_INVALID_AMOUNT', shortMessage: 'Invalid payment amount' });
    expect(kit.isOpen()).toBe(false);
  });

  it('pay() opens Pay and settles with the hash once the confirmed wallet payment is sent', async () => {
    const kit = makeKit({ pay: true, http: exchangeService('https://exchange.example/pay') });
    await kit.ready;
    const core = await kit.link.core;
    await core.connect('dev.walletport.demo');
    const settled = pay(PAYMENT);
    await vi.waitFor(() => expect(kit.getState().open).toBe(true));
    expect(core.stores.modal.getSnapshot().router.view).toBe('Pay');
    expect(getIsPaymentInProgress()).toBe(false);
    await core.flows.pay.commands.review();
    await core.flows.pay.commands.confirm();
    await expect(settled).resolves.toEqual({ success: true, result: HASH });
    expect(getPayResult()).toBe(HASH);
  });

  it('answers the exchange calls through the checked client: a list, and an unsafe pay URL refused', async () => {
    const http = exchangeService('javascript:alert(1)');
    const kit = makeKit({ pay: true, http });
    await kit.ready;
    await expect(getAvailableExchanges({ asset: 'native', network: 'eip155:84532', amount: 0.01 })).resolves.toEqual({ exchanges: [{ id: 'reown_test', name: 'Reown Test Exchange', imageUrl: undefined }], total: 1 });
    await expect(getPayUrl('reown_test', { network: 'eip155:84532', asset: 'native', amount: '0.01', recipient: RECIPIENT })).rejects.toMatchObject({ code: 'PAY_URL_UNSAFE' });
    expect(http.methods).toEqual(['reown_getExchanges', 'reown_getExchangePayUrl']);
  });
});

describe('walletport/pay/react: usePay', () => {
  function Payment({ onError }: { readonly onError: (error: string) => void }) {
    const { open, isError, error, isPending, isSuccess } = usePay({ onError });
    return (
      <div>
        <button type="button" onClick={() => void open({ ...PAYMENT, amount: -5 }).catch(() => undefined)}>
          Pay
        </button>
        <p data-testid="state">{JSON.stringify({ isError, error, isPending, isSuccess })}</p>
      </div>
    );
  }

  it('follows a refused payment with its error, and calls onError once', async () => {
    const kit = makeKit({ pay: true });
    await kit.ready;
    const onError = vi.fn();
    render(<Payment onError={onError} />);
    await act(async () => {
      screen.getByRole('button', { name: 'Pay' }).click();
      await settle();
    });
    await vi.waitFor(() => expect(JSON.parse(screen.getByTestId('state').textContent ?? '{}')).toEqual({ isError: true, error: 'Invalid payment amount', isPending: false, isSuccess: false }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Invalid payment amount');
  });
});
