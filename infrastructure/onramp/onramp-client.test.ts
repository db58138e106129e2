import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { ONRAMP_SITES, resolveOnrampSites } from '../../domain/onramp/onramp-sites.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createOnrampClient } from './onramp-client.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const BUYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ATTACKER = '0x000000000000000000000000000000000000dEaD';
const SOLANA_BUYER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const config = (projectId = 'p1'): RemoteConfig => ({ projectId, sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false });

function setup(options: { projectId?: string; sites?: unknown } = {}) {
  const clock = new VirtualClock();
  const client = createOnrampClient(createFetchHttp({ clock }), config(options.projectId), options.sites === undefined ? ONRAMP_SITES : resolveOnrampSites(options.sites));
  return { clock, client };
}

const calls = () => remote.scenarios.callsTo('blockchainApi');
const quoteOf = { country: 'US', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH', purchaseNetwork: 'base' };
const coinbaseOnBase = { provider: 'coinbase', account: `eip155:8453:${BUYER}`, asset: 'ETH', paymentAmount: '100', paymentCurrency: 'USD' } as const;

describe('the onramp options', () => {
  it('are asked of the service’s own route with the country it requires, and read in its shape', async () => {
    const { client, clock } = setup();
    const options = await clock.settle(client.options({ country: 'us', subdivision: 'ny' }));
    expect(calls().at(-1)).toMatchObject({ method: 'GET', path: '/v1/onramp/buy/options', query: { projectId: 'p1', country: 'US', subdivision: 'NY', st: 'appkit', sv: 'html-walletport-1.7.6' } });
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    expect(options.paymentCurrencies[0]?.limits).toContainEqual({ id: 'CARD', min: '10.00', max: '7500.00' });
    expect(options.purchaseCurrencies[0]?.networks).toContainEqual({ name: 'base', displayName: 'Base', contractAddress: '', chainId: '8453' });
  });

  it.each(['USA', 'U', '1A', '', 'U S'])('are not asked for the country %j: nothing is sent', async (country) => {
    const { client, clock } = setup();
    await expect(clock.settle(client.options({ country }))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(calls()).toEqual([]);
  });

  it('drop one broken limit or currency and keep the rest; a wrong shape or a failure is a catalogue error', async () => {
    const { client, clock } = setup();
    remote.scenarios.respondTo('blockchainApi', /buy\/options/, () => HttpResponse.json({
      paymentCurrencies: [{ id: 'USD', limits: [{ id: 'CARD', min: 'ten', max: '7500' }, { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' }] }, { id: 42, limits: [] }],
      purchaseCurrencies: [{ id: 'x', name: 'Ether', symbol: 'ETH', networks: [{ name: 'base' }] }],
    }));
    const options = await clock.settle(client.options({ country: 'US' }));
    expect(options.paymentCurrencies).toEqual([{ id: 'USD', limits: [{ id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' }] }]);
    expect(options.purchaseCurrencies[0]?.networks).toEqual([]);
    remote.scenarios.reset();
    // AppKit's own fallback shape (payment_method_limits, snake case networks) is not the service's.
    remote.scenarios.respondTo('blockchainApi', /buy\/options/, () => HttpResponse.json({ payment_currencies: [] }));
    await expect(clock.settle(client.options({ country: 'US' }))).rejects.toMatchObject({ code: 'ONRAMP_OPTIONS_UNAVAILABLE' });
    remote.scenarios.reset();
    remote.scenarios.failNext('blockchainApi', 4, 503);
    await expect(clock.settle(client.options({ country: 'US' }))).rejects.toMatchObject({ code: 'ONRAMP_OPTIONS_UNAVAILABLE' });
  });
});

describe('an onramp quote', () => {
  it('is a GET with the service’s query names, answered in the service’s figures', async () => {
    const { client, clock } = setup();
    const quote = await clock.settle(client.quote(quoteOf));
    expect(calls().at(-1)).toMatchObject({ method: 'GET', path: '/v1/onramp/buy/quotes', query: { projectId: 'p1', ...quoteOf } });
    expect(quote.paymentTotal).toEqual({ value: '100', currency: 'USD' });
    expect(quote.purchaseAmount.currency).toBe('ETH');
    expect(Number(quote.paymentSubTotal.value) + Number(quote.coinbaseFee.value) + Number(quote.networkFee.value)).toBeCloseTo(100, 9);
  });

  it('fails as the service fails: an amount the provider refuses is no price', async () => {
    const { client, clock } = setup();
    await expect(clock.settle(client.quote({ ...quoteOf, paymentAmount: '9.99' }))).rejects.toMatchObject({ code: 'ONRAMP_QUOTE_UNAVAILABLE' });
  });

  it.each([
    ['a payment in euros for a question in dollars', { paymentTotal: { value: '100', currency: 'EUR' } }],
    ['another coin bought', { purchaseAmount: { value: '40', currency: 'USDC' } }],
    ['nothing bought', { purchaseAmount: { value: '0.000', currency: 'ETH' } }],
    ['a fee in another currency', { coinbaseFee: { value: '1', currency: 'GBP' } }],
  ])('is refused when it answers another question: %s', async (_case, change) => {
    const { client, clock } = setup();
    const honest = await clock.settle(client.quote(quoteOf));
    remote.scenarios.respondTo('blockchainApi', /buy\/quotes/, () => HttpResponse.json({ ...honest, ...change }));
    await expect(clock.settle(client.quote(quoteOf))).rejects.toMatchObject({ code: 'ONRAMP_QUOTE_MISMATCH' });
  });

  it.each([
    ['AppKit’s shape', { paymentSubtotal: { amount: '98', currency: 'USD' } }],
    ['an exponent', { paymentTotal: { value: '1e2', currency: 'USD' } }],
    ['a negative fee', { coinbaseFee: { value: '-1.50', currency: 'USD' } }],
  ])('is a failure in %s, never a guessed figure', async (_case, change) => {
    const { client, clock } = setup();
    const honest = await clock.settle(client.quote(quoteOf));
    const { paymentSubTotal: _dropped, ...rest } = honest;
    remote.scenarios.respondTo('blockchainApi', /buy\/quotes/, () => HttpResponse.json({ ...('paymentSubtotal' in change ? rest : honest), ...change }));
    await expect(clock.settle(client.quote(quoteOf))).rejects.toMatchObject({ code: 'ONRAMP_QUOTE_UNAVAILABLE' });
  });

  it.each([
    ['an amount with a sign', { paymentAmount: '-5' }],
    ['an amount with an exponent', { paymentAmount: '1e3' }],
    ['a method with a query in it', { paymentMethod: 'CARD&country=KP' }],
    ['a network with a slash', { purchaseNetwork: '../base' }],
  ])('is not asked with %s', async (_case, change) => {
    const { client, clock } = setup();
    await expect(clock.settle(client.quote({ ...quoteOf, ...change }))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(calls()).toEqual([]);
  });
});

describe('Coinbase’s purchase page', () => {
  it('is asked of the service for the buyer’s address on its network’s chain, and handed on once it matches', async () => {
    const { client, clock } = setup();
    const widget = await clock.settle(client.widget(coinbaseOnBase));
    const call = calls().at(-1);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/generators/onrampurl', query: { projectId: 'p1' } });
    expect(Object.keys(call?.query ?? {})).toEqual(['projectId']);
    expect(call?.body).toEqual({
      destinationWallets: [{ address: BUYER, blockchains: ['base'], assets: ['ETH'] }],
      partnerUserId: BUYER, defaultNetwork: 'base', defaultExperience: 'buy', presetFiatAmount: 100,
    });
    expect(widget).toMatchObject({ provider: 'coinbase', coinbase: { chain: 'base', isFallback: false } });
    const page = new URL(widget.url);
    expect(page.origin).toBe('https://pay.coinbase.com');
    expect(JSON.parse(page.searchParams.get('destinationWallets') ?? '')).toEqual([{ address: BUYER, blockchains: ['base'], assets: ['ETH'] }]);
  });

  it('lands on Ethereum from a network Coinbase does not deliver on, and says so', async () => {
    const { client, clock } = setup();
    const widget = await clock.settle(client.widget({ ...coinbaseOnBase, account: `eip155:56:${BUYER}` }));
    expect(widget.coinbase).toEqual({ chain: 'ethereum', isFallback: true });
    expect(calls().at(-1)?.body).toMatchObject({ defaultNetwork: 'ethereum', destinationWallets: [{ blockchains: ['ethereum'] }] });
  });

  it.each([
    ['cents', { paymentAmount: '100.5' }],
    ['euros', { paymentCurrency: 'EUR' }],
    ['no amount', { paymentAmount: undefined }],
  ])('presets no amount for %s: the service reads whole units with no currency', async (_case, change) => {
    const { client, clock } = setup();
    await clock.settle(client.widget({ ...coinbaseOnBase, ...change }));
    expect(calls().at(-1)?.body).not.toHaveProperty('presetFiatAmount');
  });

  /** The URL an honest service answers for `coinbaseOnBase`, changed by an attacker. */
  async function attackerPage(change: (url: URL) => string): Promise<string> {
    const { client, clock } = setup();
    const honest = new URL((await clock.settle(client.widget(coinbaseOnBase))).url);
    remote.scenarios.reset();
    return change(honest);
  }
  const withParam = (name: string, value: string) => (url: URL) => {
    url.searchParams.set(name, value);
    return url.href;
  };

  it.each([
    ['another site', (url: URL) => url.href.replace('https://pay.coinbase.com', 'https://pay.coinbase.com.evil.example')],
    ['plain http', (url: URL) => url.href.replace('https:', 'http:')],
    ['a loopback page not configured', (url: URL) => url.href.replace('https://pay.coinbase.com', 'http://127.0.0.1:8545')],
    ['credentials in the URL', (url: URL) => url.href.replace('https://', 'https://user:secret@')],
    ['a script URL', () => 'javascript:alert(document.cookie)'],
    ['another page of the site', (url: URL) => url.href.replace('/buy/select-asset', '/buy/send')],
    ['a fragment', (url: URL) => `${url.href}#destinationWallets=x`],
    ['the attacker’s address to deliver to', withParam('destinationWallets', JSON.stringify([{ address: ATTACKER, blockchains: ['base'], assets: ['ETH'] }]))],
    ['a second wallet of the attacker’s', withParam('destinationWallets', JSON.stringify([{ address: BUYER, blockchains: ['base'], assets: ['ETH'] }, { address: ATTACKER, blockchains: ['base'] }]))],
    ['another chain', withParam('defaultNetwork', 'polygon')],
    ['another partner id', withParam('partnerUserId', ATTACKER)],
    ['another preset amount', withParam('presetFiatAmount', '7500')],
    ['a preset crypto amount', withParam('presetCryptoAmount', '5')],
    ['a redirect after payment', withParam('redirectUrl', 'https://evil.example/claim')],
    ['the send experience', withParam('defaultExperience', 'send')],
    ['the wallets given twice', (url: URL) => `${url.href}&destinationWallets=${encodeURIComponent(JSON.stringify([{ address: ATTACKER }]))}`],
    ['no app id', (url: URL) => {
      url.searchParams.delete('appId');
      return url.href;
    }],
  ])('is refused when the service’s answer points the visitor’s window at %s', async (_case, change) => {
    const hostile = await attackerPage(change);
    remote.scenarios.respondTo('blockchainApi', /onrampurl/, () => HttpResponse.json({ url: hostile }));
    const { client, clock } = setup();
    await expect(clock.settle(client.widget(coinbaseOnBase))).rejects.toMatchObject({ code: 'ONRAMP_WIDGET_REFUSED' });
  });

  it('opens a local stand-in of Coinbase only where it is configured, and only on loopback', async () => {
    const local = await attackerPage((url) => url.href.replace('https://pay.coinbase.com', 'http://127.0.0.1:4567'));
    remote.scenarios.respondTo('blockchainApi', /onrampurl/, () => HttpResponse.json({ url: local }));
    const configured = setup({ sites: { coinbase: 'http://127.0.0.1:4567' } });
    await expect(configured.clock.settle(configured.client.widget(coinbaseOnBase))).resolves.toMatchObject({ url: local });
    // A site option naming a plain-http host elsewhere is ignored: Coinbase's own site stays the only one.
    const unsafe = setup({ sites: { coinbase: 'http://pay.evil.example' } });
    await expect(unsafe.clock.settle(unsafe.client.widget(coinbaseOnBase))).rejects.toMatchObject({ code: 'ONRAMP_WIDGET_REFUSED' });
  });

  it('reports the service refusing the request, or answering without a URL, as AppKit’s “No link found”', async () => {
    const { client, clock } = setup();
    remote.scenarios.respondTo('blockchainApi', /onrampurl/, () => new HttpResponse('Error deserializing request body: {}', { status: 400 }));
    await expect(clock.settle(client.widget(coinbaseOnBase))).rejects.toMatchObject({ code: 'ONRAMP_WIDGET_UNAVAILABLE', shortMessage: 'No link found' });
    remote.scenarios.reset();
    remote.scenarios.respondTo('blockchainApi', /onrampurl/, () => HttpResponse.json({ link: 'https://pay.coinbase.com/buy/select-asset' }));
    await expect(clock.settle(client.widget(coinbaseOnBase))).rejects.toMatchObject({ code: 'ONRAMP_WIDGET_UNAVAILABLE' });
  });

  it('is not asked for an account it cannot deliver to', async () => {
    const { client, clock } = setup();
    await expect(clock.settle(client.widget({ ...coinbaseOnBase, account: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_BUYER}` })))
      .rejects.toMatchObject({ code: 'ONRAMP_PROVIDER_NOT_ON_NETWORK', shortMessage: 'Coinbase does not sell on this network. Nothing was paid; choose another provider.' });
    for (const account of [BUYER, `eip155:1:${BUYER.slice(0, 40)}`, `polkadot:91b171bb158e2d3848fa23a9f1c25182:${SOLANA_BUYER}`, 'eip155:1:0xZZ']) {
      await expect(clock.settle(client.widget({ ...coinbaseOnBase, account }))).rejects.toMatchObject({ code: 'ONRAMP_ACCOUNT_REQUIRED' });
    }
    await expect(clock.settle(client.widget({ ...coinbaseOnBase, asset: 'ETH"]' }))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(calls()).toEqual([]);
  });

  it('sends nothing without a projectId', async () => {
    const { client, clock } = setup({ projectId: '' });
    await expect(clock.settle(client.widget(coinbaseOnBase))).rejects.toMatchObject({ code: 'ONRAMP_WIDGET_UNAVAILABLE', cause: { code: 'PROJECT_ID_NOT_CONFIGURED' } });
    expect(calls()).toEqual([]);
  });
});

describe('Meld’s purchase page', () => {
  it('is built here as AppKit builds it, SOL on Solana and USDC on EVM, without asking the service', async () => {
    const { client, clock } = setup({ projectId: '' });
    const solana = await clock.settle(client.widget({ provider: 'meld', account: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_BUYER}` }));
    const page = new URL(solana.url);
    expect(page.origin).toBe('https://meldcrypto.com');
    expect(Object.fromEntries(page.searchParams)).toEqual({ publicKey: expect.any(String), destinationCurrencyCode: 'SOL', walletAddress: SOLANA_BUYER });
    const evm = await clock.settle(client.widget({ provider: 'meld', account: `eip155:137:${BUYER}` }));
    expect(new URL(evm.url).searchParams.get('destinationCurrencyCode')).toBe('USDC');
    expect(calls()).toEqual([]);
  });
});
