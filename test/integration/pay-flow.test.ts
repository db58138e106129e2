import { describe, expect, it } from 'vitest';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { ChainAdapter, ChainAdapterDescriptor, SendNativeInput, SendTokenInput } from '../../application/ports/chain-adapter.port.ts';
import { PAY_STATUS_POLL_MS, PAY_WAIT_MS } from '../../application/pay/index.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { scriptedExchanges } from '../fakes/scripted-pay-exchanges.ts';
import { fakePopups } from '../fakes/social-login-fakes.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { ProviderRpcError, USER_REJECTED } from '../wallets/provider-error.ts';
import { installPay } from '../../presentation/pay/install-pay.ts';

// As on a page that imports `walletport/pay`: Pay's session and view come with that entry.
installPay();

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'ab'.repeat(32)}`;
const EXCHANGE_HASH = `0x${'cd'.repeat(32)}`;

const nativeOn = (network: string, amount: number | string = 0.25) => ({
  paymentAsset: { network, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  recipient: RECIPIENT,
  amount,
});

/** The EVM adapter with transfers answered by `send`, each recorded. */
function transferAdapter(send: (kind: 'native' | 'token', input: SendNativeInput | SendTokenInput) => Promise<string>) {
  const sent: { kind: string; input: SendNativeInput | SendTokenInput }[] = [];
  const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
  const descriptor: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: async (): Promise<ChainAdapter> => ({
      ...(await base.load()),
      sendNative: (_provider, input) => (sent.push({ kind: 'native', input }), send('native', input)),
      sendToken: (_provider, input) => (sent.push({ kind: 'token', input }), send('token', input)),
    }),
  };
  return { descriptor, sent };
}

function setUp(options: { pay?: boolean; exchanges?: ReturnType<typeof scriptedExchanges>; send?: (kind: 'native' | 'token', input: SendNativeInput | SendTokenInput) => Promise<string> } = {}) {
  const exchanges = options.exchanges ?? scriptedExchanges();
  const adapter = transferAdapter(options.send ?? (async () => HASH));
  const popups = fakePopups();
  const harness = createHarness({
    payExchanges: exchanges.port,
    options: { adapters: [adapter.descriptor], features: { pay: options.pay ?? true }, ports: { popups: popups.port } },
  });
  const pay = harness.facade.flows.pay;
  return { ...harness, pay, exchanges, sent: adapter.sent, popups };
}

describe('pay: the request', () => {
  it('is refused with a catalogue error while features.pay is off, the default, and asks no service', async () => {
    const exchanges = scriptedExchanges();
    const harness = createHarness({ payExchanges: exchanges.port });
    await harness.facade.ready;
    await expect(harness.facade.flows.pay.commands.open(nativeOn(CHAIN_A.caipNetworkId))).resolves.toBe(false);
    expect(harness.facade.flows.pay.state.getSnapshot()).toMatchObject({ step: 'failed', request: undefined, error: expect.objectContaining({ code: 'PAY_NOT_ENABLED' }) });
    expect(exchanges.asked.list).toEqual([]);
  });

  it.each([
    ['a negative amount', { ...nativeOn('eip155:31337'), amount: -1 }, 'PAY_INVALID_AMOUNT'],
    ['a nonsense amount', { ...nativeOn('eip155:31337'), amount: 'lots' }, 'PAY_INVALID_AMOUNT'],
    ['more decimals than the asset has', { ...nativeOn('eip155:31337'), amount: '0.0000000000000000001' }, 'PAY_INVALID_AMOUNT'],
    ['hostile metadata', { ...nativeOn('eip155:31337'), paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether\u0000<script>', symbol: 'ETH', decimals: 18 } } }, 'PAY_INVALID_ASSET'],
    ['native decimals that would send a million times more', { ...nativeOn('eip155:31337'), paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 24 } } }, 'PAY_INVALID_ASSET'],
    ['a network outside eip155 and solana', nativeOn('cosmos:cosmoshub-4'), 'PAY_INVALID_PAYMENT_CONFIG'],
    ['the zero address', { ...nativeOn('eip155:31337'), recipient: `0x${'0'.repeat(40)}` }, 'PAY_INVALID_RECIPIENT'],
    ['no options at all', undefined, 'PAY_INVALID_PAYMENT_CONFIG'],
  ])('refuses %s with its catalogue error, and lists no exchange', async (_name, options, code) => {
    const { facade, pay, exchanges } = setUp();
    await facade.ready;
    await expect(pay.commands.open(options)).resolves.toBe(false);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'failed', request: undefined, error: expect.objectContaining({ code }) });
    expect(exchanges.asked.list).toEqual([]);
  });

  it('takes a good request and lists the exchanges selling its asset, with the amount as exact text', async () => {
    const { facade, pay, exchanges } = setUp();
    await facade.ready;
    await expect(pay.commands.open(nativeOn(CHAIN_A.caipNetworkId, '0.30'))).resolves.toBe(true);
    await settle();
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', walletPayable: true, exchangesStatus: 'loaded', exchanges: [{ id: 'reown_test' }] });
    expect(exchanges.asked.list).toEqual([{ asset: { network: CHAIN_A.caipNetworkId, asset: 'native' }, amount: '0.3', includeOnly: undefined, exclude: undefined }]);
  });

  it('keeps a failed exchange list as its catalogue error, apart from the wallet payment, and lists again on request', async () => {
    let fail = true;
    const exchanges = scriptedExchanges({ list: () => (fail ? Promise.reject(catalogueError('PAY_UNABLE_TO_GET_EXCHANGES')) : Promise.resolve({ exchanges: [{ id: 'binance', name: 'Binance', imageUrl: undefined }], total: 1 })) });
    const { facade, pay } = setUp({ exchanges });
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', exchangesStatus: 'failed', exchanges: [], error: undefined, exchangesError: expect.objectContaining({ code: 'PAY_UNABLE_TO_GET_EXCHANGES' }) });
    fail = false;
    await pay.commands.loadExchanges();
    expect(pay.state.getSnapshot()).toMatchObject({ exchangesStatus: 'loaded', exchanges: [{ id: 'binance' }], exchangesError: undefined });
  });
});

describe('pay with the wallet', () => {
  it('shows exactly what is sent, then sends that transfer on the asset’s network after a switch, and keeps the hash', async () => {
    const { facade, pay, sent } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn(CHAIN_B.caipNetworkId, '0.25'));
    expect(sent).toEqual([]);
    await expect(pay.commands.review()).resolves.toBe(true);
    expect(pay.state.getSnapshot().confirmation).toEqual({
      from: ANVIL_ACCOUNT_0, recipient: RECIPIENT, amount: '0.25', symbol: 'ETH', assetName: 'Ether', asset: 'native',
      network: CHAIN_B.caipNetworkId, networkName: CHAIN_B.name, switchesNetwork: true,
    });
    // Reviewing asks the wallet nothing.
    expect(sent).toEqual([]);
    await expect(pay.commands.confirm()).resolves.toBe(true);
    expect(facade.stores.network.getSnapshot().caipNetwork?.caipNetworkId).toBe(CHAIN_B.caipNetworkId);
    expect(sent).toEqual([{ kind: 'native', input: { network: CHAIN_B, from: ANVIL_ACCOUNT_0, to: RECIPIENT, value: 250_000_000_000_000_000n } }]);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'paid', inProgress: false, error: undefined, payment: { type: 'wallet', status: 'SUCCESS', result: HASH } });
  });

  it('sends a token as an ERC-20 transfer of the smallest units, never rounded', async () => {
    const { facade, pay, sent } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open({ paymentAsset: { network: CHAIN_A.caipNetworkId, asset: TOKEN, metadata: { name: 'Dollar', symbol: 'PUSD', decimals: 6 } }, recipient: RECIPIENT, amount: '12.345678' });
    await pay.commands.review();
    await pay.commands.confirm();
    expect(sent).toEqual([{ kind: 'token', input: { network: CHAIN_A, from: ANVIL_ACCOUNT_0, to: RECIPIENT, value: 12_345_678n, tokenAddress: TOKEN } }]);
  });

  it('ends a declined transfer in PAY_DECLINED, saying nothing was sent, and may be confirmed again', async () => {
    let decline = true;
    const { facade, pay } = setUp({ send: async () => (decline ? Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.')) : HASH) });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await pay.commands.review();
    await expect(pay.commands.confirm()).resolves.toBe(false);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'failed', inProgress: false, error: expect.objectContaining({ code: 'PAY_DECLINED' }), payment: { type: 'wallet', status: 'FAILED' } });
    decline = false;
    await pay.commands.review();
    await expect(pay.commands.confirm()).resolves.toBe(true);
  });

  it('ends a wallet failure that is not a decline in the catalogue’s generic payment error', async () => {
    const { facade, pay } = setUp({ send: async () => Promise.reject(new Error('nonce too low')) });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await pay.commands.review();
    await pay.commands.confirm();
    expect(pay.state.getSnapshot().error).toMatchObject({ code: 'PAY_GENERIC_PAYMENT_ERROR', shortMessage: 'Unable to process payment' });
  });

  it('offers no wallet payment on a network the site does not configure, while exchanges stay offered', async () => {
    const { facade, pay, sent, exchanges } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn('eip155:84532'));
    await settle();
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', walletPayable: false, exchangesStatus: 'loaded' });
    await expect(pay.commands.review()).resolves.toBe(false);
    expect(pay.state.getSnapshot().error).toMatchObject({ code: 'PAY_NETWORK_NOT_CONFIGURED' });
    expect(sent).toEqual([]);
    expect(exchanges.asked.list).toHaveLength(1);
  });

  it('needs a connected wallet before anything is shown to confirm', async () => {
    const { facade, pay } = setUp();
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await expect(pay.commands.review()).resolves.toBe(false);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', confirmation: undefined, error: expect.objectContaining({ code: 'CONNECT_BEFORE_REQUEST' }) });
  });

  it('sends nothing that was not confirmed, and drops a confirmation when the account goes', async () => {
    const { facade, pay, sent } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await expect(pay.commands.confirm()).resolves.toBe(false);
    await pay.commands.review();
    await facade.disconnect();
    await settle();
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', confirmation: undefined });
    await expect(pay.commands.confirm()).resolves.toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('pay with an exchange', () => {
  it('opens the checked pay page in the click’s window with the opener cut, then waits until the exchange reports SUCCESS', async () => {
    const exchanges = scriptedExchanges({ statuses: [async () => ({ status: 'IN_PROGRESS', txHash: undefined }), async () => ({ status: 'SUCCESS', txHash: EXCHANGE_HASH })] });
    const { facade, pay, popups, clock } = setUp({ exchanges });
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId, '0.5'));
    await settle();
    await expect(pay.commands.payWithExchange({ exchangeId: 'reown_test' })).resolves.toBe(true);
    const popup = popups.opened[0]!;
    expect(popup.urls).toEqual(['https://exchange.example/pay?session=s1']);
    expect(popup.openerAtNavigation).toEqual([false]);
    expect(exchanges.asked.url).toEqual([{ exchangeId: 'reown_test', asset: { network: CHAIN_A.caipNetworkId, asset: 'native' }, amount: '0.5', recipient: RECIPIENT }]);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'waiting', inProgress: true, payment: { type: 'exchange', exchangeId: 'reown_test', sessionId: 's1', status: 'IN_PROGRESS' } });
    clock.advance(PAY_STATUS_POLL_MS);
    await settle();
    expect(pay.state.getSnapshot().step).toBe('waiting');
    clock.advance(PAY_STATUS_POLL_MS);
    await settle();
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'paid', inProgress: false, payment: { status: 'SUCCESS', result: EXCHANGE_HASH } });
    expect(exchanges.asked.status).toHaveLength(2);
  });

  it('ends an exchange that never confirms in PAY_NOT_CONFIRMED once the wait is over, and stops asking', async () => {
    const { facade, pay, clock, exchanges } = setUp();
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    await pay.commands.payWithExchange({ exchangeId: 'reown_test' });
    for (let waited = 0; waited <= PAY_WAIT_MS; waited += PAY_STATUS_POLL_MS) {
      clock.advance(PAY_STATUS_POLL_MS);
      await settle();
    }
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'failed', inProgress: false, error: expect.objectContaining({ code: 'PAY_NOT_CONFIRMED' }) });
    const asked = exchanges.asked.status.length;
    clock.advance(PAY_STATUS_POLL_MS * 5);
    await settle();
    expect(exchanges.asked.status).toHaveLength(asked);
  });

  it('ends a FAILED report in its catalogue error', async () => {
    const exchanges = scriptedExchanges({ statuses: [async () => ({ status: 'FAILED', txHash: undefined })] });
    const { facade, pay, clock } = setUp({ exchanges });
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    await pay.commands.payWithExchange({ exchangeId: 'reown_test' });
    clock.advance(PAY_STATUS_POLL_MS);
    await settle();
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'failed', inProgress: false, error: expect.objectContaining({ code: 'PAY_EXCHANGE_FAILED' }), payment: { status: 'FAILED' } });
  });

  it('opens nothing for an unsafe pay URL, closes the blank window and keeps the choice', async () => {
    const exchanges = scriptedExchanges({ url: () => Promise.reject(catalogueError('PAY_URL_UNSAFE')) });
    const { facade, pay, popups } = setUp({ exchanges });
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    await expect(pay.commands.payWithExchange({ exchangeId: 'reown_test' })).resolves.toBe(false);
    expect(popups.opened[0]).toMatchObject({ closed: true, urls: [] });
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', inProgress: false, error: expect.objectContaining({ code: 'PAY_URL_UNSAFE' }) });
  });

  it('says a blocked window was blocked, and asks the service nothing', async () => {
    const { facade, pay, popups, exchanges } = setUp();
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    popups.state.blocked = true;
    await expect(pay.commands.payWithExchange({ exchangeId: 'reown_test' })).resolves.toBe(false);
    expect(pay.state.getSnapshot().error).toMatchObject({ code: 'PAY_POPUP_BLOCKED' });
    expect(exchanges.asked.url).toEqual([]);
  });

  it('goes back to the choice when the visitor closed the window before the page was ready', async () => {
    let answer: (value: { url: string; sessionId: string }) => void = () => undefined;
    const exchanges = scriptedExchanges({ url: () => new Promise((resolve) => (answer = resolve)) });
    const { facade, pay, popups } = setUp({ exchanges });
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    const paying = pay.commands.payWithExchange({ exchangeId: 'reown_test' });
    await settle();
    expect(pay.state.getSnapshot().step).toBe('opening');
    popups.opened[0]!.closedByVisitor();
    answer({ url: 'https://exchange.example/pay', sessionId: 's2' });
    await expect(paying).resolves.toBe(false);
    expect(popups.opened[0]!.urls).toEqual([]);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'choosing', inProgress: false, payment: undefined });
  });

  it('refuses an exchange that was not listed for the asset', async () => {
    const { facade, pay, exchanges } = setUp();
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await settle();
    await expect(pay.commands.payWithExchange({ exchangeId: 'elsewhere' })).resolves.toBe(false);
    expect(exchanges.asked.url).toEqual([]);
  });
});

describe('pay: the analytics events, as AppKit Pay sends them', () => {
  /** The PAY_ events the instance emitted, with their properties. */
  function payEvents(facade: ReturnType<typeof setUp>['facade']) {
    const seen: { event: string; properties: Record<string, unknown> }[] = [];
    facade.subscribeEvents((event: ModalEvent) => {
      const data = event.data as { event: string; properties?: Record<string, unknown> };
      if (data.event.startsWith('PAY_')) seen.push({ event: data.event, properties: data.properties ?? {} });
    });
    return seen;
  }
  const configuration = (network: string, amount: string) => ({ network, asset: 'native', recipient: RECIPIENT, amount });

  it('a wallet payment: the view opened, the payment initiated and its success, under one payment id', async () => {
    const { facade, pay } = setUp();
    const seen = payEvents(facade);
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId, '0.25'));
    await pay.commands.review();
    await pay.commands.confirm();
    expect(seen.map((item) => item.event)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_SUCCESS']);
    expect(seen[0]?.properties).toEqual({ exchanges: [], configuration: configuration(CHAIN_A.caipNetworkId, '0.25') });
    const [, initiated, success] = seen;
    expect(initiated?.properties['paymentId']).toMatch(/^[0-9a-f-]{8,}$/);
    expect(success?.properties).toEqual({
      paymentId: initiated?.properties['paymentId'],
      configuration: configuration(CHAIN_A.caipNetworkId, '0.25'),
      currentPayment: { type: 'wallet', exchangeId: undefined, sessionId: undefined, result: HASH },
    });
  });

  it('a declined wallet payment ends in PAY_ERROR', async () => {
    const { facade, pay } = setUp({ send: async () => Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.')) });
    const seen = payEvents(facade);
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId));
    await pay.commands.review();
    await pay.commands.confirm();
    expect(seen.map((item) => item.event)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_ERROR']);
  });

  it('an exchange payment: the exchange selected, the payment initiated with its session, and its success', async () => {
    const exchanges = scriptedExchanges({ statuses: [async () => ({ status: 'SUCCESS', txHash: EXCHANGE_HASH })] });
    const { facade, pay, clock } = setUp({ exchanges });
    const seen = payEvents(facade);
    await facade.ready;
    await pay.commands.open(nativeOn(CHAIN_A.caipNetworkId, '0.5'));
    await settle();
    await pay.commands.payWithExchange({ exchangeId: 'reown_test' });
    clock.advance(PAY_STATUS_POLL_MS);
    await settle();
    expect(seen.map((item) => item.event)).toEqual(['PAY_MODAL_OPEN', 'PAY_EXCHANGE_SELECTED', 'PAY_INITIATED', 'PAY_SUCCESS']);
    expect(seen[1]?.properties).toEqual({ exchange: { id: 'reown_test' }, configuration: configuration(CHAIN_A.caipNetworkId, '0.5'), currentPayment: { type: 'exchange', exchangeId: 'reown_test' } });
    expect(seen[2]?.properties['currentPayment']).toEqual({ type: 'exchange', exchangeId: 'reown_test', sessionId: 's1', result: undefined });
    expect(seen[3]?.properties['currentPayment']).toEqual({ type: 'exchange', exchangeId: 'reown_test', sessionId: 's1', result: EXCHANGE_HASH });
    expect(seen[3]?.properties['paymentId']).toBe(seen[2]?.properties['paymentId']);
  });
});
