import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { baseSepoliaETH, baseUSDC } from '../../domain/pay/payment-asset.ts';
import { createPayStandInExchanges } from '../../test/msw/handlers/pay-exchanges.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createPayExchangesClient } from './pay-client.ts';

const exchanges = createPayStandInExchanges();
const remote = setupRemoteServer({ payExchanges: exchanges.all });
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TX = `0x${'cd'.repeat(32)}`;
const config = (projectId = 'p1'): RemoteConfig => ({ projectId, sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false });

function setup(projectId?: string) {
  const clock = new VirtualClock();
  return { clock, pay: createPayExchangesClient(createFetchHttp({ clock }), config(projectId)) };
}

const calls = () => remote.scenarios.callsTo('blockchainApi');
const sent = () => calls().map((call) => (call.body as { method: string }).method);
/** A JSON-RPC answer for the next call, as a tampered or broken service could send it. */
const answerNext = (result: unknown, envelope: Record<string, unknown> = {}) =>
  remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result, ...envelope }));
const ethPayment = { exchangeId: 'reown_test', asset: baseSepoliaETH, amount: '0.001', recipient: RECIPIENT } as const;

describe('the exchange methods as AppKit Pay calls them', () => {
  it('lists the exchanges selling an asset, asking as AppKit: page 0, the CAIP-19 asset and the amount, projectId alone in the query', async () => {
    const { pay, clock } = setup();
    const list = await clock.settle(pay.listExchanges({ asset: baseSepoliaETH, amount: '0.001' }));
    expect(list).toEqual({ total: 1, exchanges: [{ id: 'reown_test', name: 'Reown Test Exchange', imageUrl: 'https://pay-assets.reown.com/reown_test_128_128.webp' }] });
    expect(calls()).toEqual([{
      service: 'blockchainApi', method: 'POST', path: '/v1/json-rpc', query: { projectId: 'p1' },
      body: { jsonrpc: '2.0', id: 1, method: 'reown_getExchanges', params: { page: 0, asset: 'eip155:84532/slip44:60', amount: '0.001' } },
    }]);
    const usdc = await clock.settle(pay.listExchanges({ asset: baseUSDC }));
    expect(usdc.exchanges.map((exchange) => exchange.id)).toEqual(['binance']);
    const all = await clock.settle(pay.listExchanges());
    expect(all.exchanges.map((exchange) => exchange.id)).toEqual(['binance', 'reown_test']);
  });

  it('opens a session: a checked https pay URL, and a status that follows the exchange to success with its hash', async () => {
    const { pay, clock } = setup();
    const payUrl = await clock.settle(pay.getPayUrl(ethPayment));
    expect(calls().at(-1)?.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'reown_getExchangePayUrl', params: { exchangeId: 'reown_test', asset: 'eip155:84532/slip44:60', amount: '0.001', recipient: `eip155:84532:${RECIPIENT}` } });
    expect(payUrl.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(payUrl.url).origin).toBe('https://appkit-pay-test-exchange.reown.com');
    expect(exchanges.reownTest.sessions.get(payUrl.sessionId)).toMatchObject({ asset: 'eip155:84532/slip44:60', amount: '0.001', recipient: RECIPIENT, projectId: 'p1' });

    const session = { exchangeId: 'reown_test', sessionId: payUrl.sessionId };
    await expect(clock.settle(pay.getBuyStatus(session))).resolves.toEqual({ status: 'IN_PROGRESS', txHash: undefined });
    expect(calls().at(-1)?.body).toMatchObject({ method: 'reown_getExchangeBuyStatus', params: { sessionId: payUrl.sessionId, exchangeId: 'reown_test' } });
    exchanges.reownTest.settle(payUrl.sessionId, { status: 'SUCCESS', txHash: TX });
    await expect(clock.settle(pay.getBuyStatus(session))).resolves.toEqual({ status: 'SUCCESS', txHash: TX });
  });

  it('reports a failed purchase as FAILED, a status the caller acts on, not a broken call', async () => {
    const { pay, clock } = setup();
    const { sessionId } = await clock.settle(pay.getPayUrl({ ...ethPayment, exchangeId: 'binance', asset: baseUSDC, amount: '25' }));
    exchanges.binance.settle(sessionId, { status: 'FAILED' });
    await expect(clock.settle(pay.getBuyStatus({ exchangeId: 'binance', sessionId }))).resolves.toEqual({ status: 'FAILED', txHash: undefined });
  });

  it('names the asset refusal as AppKit does, from the lists when the service refuses with 400', async () => {
    const { pay, clock } = setup();
    const failed = await clock.settle(pay.getPayUrl({ ...ethPayment, asset: baseUSDC })).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'PAY_ASSET_NOT_SUPPORTED', shortMessage: 'Asset not supported by the selected exchange', cause: { code: 'HTTP_STATUS', status: 400 } });
    expect(sent()).toEqual(['reown_getExchangePayUrl', 'reown_getExchanges', 'reown_getExchanges']);
  });

  it('keeps an unknown exchange a failure to get the pay URL, not an asset the exchange lacks', async () => {
    const { pay, clock } = setup();
    await expect(clock.settle(pay.getPayUrl({ ...ethPayment, exchangeId: 'kraken' }))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_PAY_URL', shortMessage: 'Unable to get payment URL' });
  });

  it('reads the refusal in a JSON-RPC error sent with 200', async () => {
    const { pay, clock } = setup();
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: -7, message: 'reown_getExchangePayUrl: Validation error: Asset eip155:84532/slip44:60 is not supported by exchange binance', data: null } }));
    await expect(clock.settle(pay.getPayUrl({ ...ethPayment, exchangeId: 'binance' }))).rejects.toMatchObject({ code: 'PAY_ASSET_NOT_SUPPORTED' });
    expect(sent()).toEqual(['reown_getExchangePayUrl']);
  });

  it('asks for a pay URL once: a failure is not sent again, and an internal error is not taken for the asset', async () => {
    const { pay, clock } = setup();
    remote.scenarios.failNext('blockchainApi', 1, 503);
    await expect(clock.settle(pay.getPayUrl(ethPayment))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_PAY_URL', cause: { status: 503 } });
    expect(sent()).toEqual(['reown_getExchangePayUrl']);
  });

  it('asks a status again after a failed attempt: it is a read', async () => {
    const { pay, clock } = setup();
    const { sessionId } = await clock.settle(pay.getPayUrl(ethPayment));
    remote.scenarios.failNext('blockchainApi', 1, 503);
    await expect(clock.settle(pay.getBuyStatus({ exchangeId: 'reown_test', sessionId }))).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    expect(sent()).toEqual(['reown_getExchangePayUrl', 'reown_getExchangeBuyStatus', 'reown_getExchangeBuyStatus']);
  });

  it('sends nothing without a projectId, nor both exchange lists the service refuses together', async () => {
    const { pay, clock } = setup('');
    await expect(clock.settle(pay.listExchanges())).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_EXCHANGES', cause: { code: 'PROJECT_ID_NOT_CONFIGURED' } });
    const other = setup();
    await expect(other.clock.settle(other.pay.listExchanges({ includeOnly: ['binance'], exclude: ['reown_test'] }))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_EXCHANGES' });
    await expect(other.clock.settle(other.pay.listExchanges({ page: -1 }))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_EXCHANGES' });
    expect(calls()).toEqual([]);
  });

  it('filters the list by includeOnly or exclude, as the service does', async () => {
    const { pay, clock } = setup();
    expect((await clock.settle(pay.listExchanges({ includeOnly: ['reown_test'] }))).exchanges.map((exchange) => exchange.id)).toEqual(['reown_test']);
    expect((await clock.settle(pay.listExchanges({ exclude: ['reown_test'] }))).exchanges.map((exchange) => exchange.id)).toEqual(['binance']);
  });
});

describe('from the attacker’s seat: a tampered exchange service', () => {
  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a javascript: URL hidden by a tab', 'java\tscript:alert(1)'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>'],
    ['a page over plain http', 'http://exchange.example/pay'],
    ['an app’s own scheme', 'intent://pay#Intent;scheme=evil;end'],
    ['an address that hides its host behind a user name', 'https://exchange.example@attacker.example/pay'],
    ['a relative path', '/pay?session=1'],
    ['a vbscript: URL', 'VBScript:msgbox(1)'],
  ])('refuses %s as the pay URL: nothing is handed on to open', async (_case, url) => {
    const { pay, clock } = setup();
    answerNext({ url, sessionId: 'a'.repeat(32) });
    const failed = await clock.settle(pay.getPayUrl(ethPayment)).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'PAY_URL_UNSAFE' });
    expect(JSON.stringify(failed)).not.toContain('attacker.example');
  });

  it('opens http only on this machine, and hands on the parsed URL', async () => {
    const { pay, clock } = setup();
    answerNext({ url: 'http://127.0.0.1:8545/pay?x=1', sessionId: 'b'.repeat(32) });
    await expect(clock.settle(pay.getPayUrl(ethPayment))).resolves.toEqual({ url: 'http://127.0.0.1:8545/pay?x=1', sessionId: 'b'.repeat(32) });
    answerNext({ url: 'HTTPS://Exchange.Example/pay', sessionId: 'c'.repeat(32) });
    await expect(clock.settle(pay.getPayUrl(ethPayment))).resolves.toMatchObject({ url: 'https://exchange.example/pay' });
  });

  it.each([
    ['a session id longer than the service takes back', { url: 'https://exchange.example/', sessionId: 'a'.repeat(51) }],
    ['a session id with a path in it', { url: 'https://exchange.example/', sessionId: '../../admin' }],
    ['no session id', { url: 'https://exchange.example/' }],
  ])('refuses %s', async (_case, result) => {
    const { pay, clock } = setup();
    answerNext(result);
    await expect(clock.settle(pay.getPayUrl(ethPayment))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_PAY_URL' });
  });

  it.each([
    ['a status AppKit does not know', { status: 'COMPLETED', txHash: TX }],
    ['a status in another case', { status: 'success', txHash: TX }],
    ['a status of another type', { status: true }],
    ['no status', { txHash: TX }],
    ['a hash that is markup', { status: 'SUCCESS', txHash: '<img src=x onerror=alert(1)>' }],
    ['a hash of another type', { status: 'SUCCESS', txHash: 42 }],
  ])('takes %s as a failed status read, never as success', async (_case, result) => {
    const { pay, clock } = setup();
    answerNext(result);
    await expect(clock.settle(pay.getBuyStatus({ exchangeId: 'reown_test', sessionId: 'a'.repeat(32) }))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_BUY_STATUS' });
  });

  it.each([
    ['another request id', { id: 2 }],
    ['another JSON-RPC version', { jsonrpc: '1.0' }],
    ['no result', { result: undefined }],
  ])('refuses an answer with %s', async (_case, envelope) => {
    const { pay, clock } = setup();
    answerNext({ status: 'SUCCESS', txHash: TX }, envelope);
    await expect(clock.settle(pay.getBuyStatus({ exchangeId: 'reown_test', sessionId: 'a'.repeat(32) }))).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_BUY_STATUS' });
  });

  it('drops exchanges that do not fit and any image that is not a safe one, keeping the rest', async () => {
    const { pay, clock } = setup();
    answerNext({
      total: 4,
      exchanges: [
        { id: 'binance', name: 'Binance', imageUrl: 'javascript:alert(1)' },
        { id: '<script>', name: 'Evil', imageUrl: null },
        { id: 'reown_test', name: 'Reown\u0000Test', imageUrl: null },
        { id: 'kraken', name: 'Kraken', imageUrl: 'https://images.example/kraken.png' },
      ],
    });
    const list = await clock.settle(pay.listExchanges());
    expect(list.exchanges).toEqual([{ id: 'binance', name: 'Binance', imageUrl: undefined }, { id: 'kraken', name: 'Kraken', imageUrl: 'https://images.example/kraken.png' }]);
  });

  it('refuses a list whose count is not a count', async () => {
    const { pay, clock } = setup();
    answerNext({ total: -1, exchanges: [] });
    await expect(clock.settle(pay.listExchanges())).rejects.toMatchObject({ code: 'PAY_UNABLE_TO_GET_EXCHANGES' });
  });
});
