import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort, HttpRequest } from '../../application/ports/http.port.ts';
import type { PayExchangesPort } from '../../application/ports/pay.port.ts';
import { ApiBuyStatusSchema, ApiExchangesSchema, ApiPayUrlSchema } from '../../domain/pay/pay-api-schemas.ts';
import { baseETH, baseSepoliaETH, baseUSDC } from '../../domain/pay/payment-asset.ts';
import { safeParse } from '../../domain/schemas/safe-parse.ts';
import { createFetchHttp } from '../../infrastructure/http/fetch-http.ts';
import { createPayExchangesClient } from '../../infrastructure/pay/pay-client.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { checkShape } from './contract-table.ts';
import { errorEnvelope, PAY_API_METHODS, PAY_RPC_ENDPOINT, PAY_RPC_ERRORS, payMethodOf, resultEnvelope, type ParamField, type PayMethodContract, type PayMethodId } from './pay-api.contract.ts';

const BASE = 'https://blockchain.example';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SESSION = '3f2c9d0e8b7a4c1e9f6d5b4a3c2e1f00';
const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({ blockchainApi: BASE }), analyticsEnabled: false, telemetryEnabled: false };
type Variant = 'present' | 'absent' | 'nulls' | 'none';
const methods = Object.entries(PAY_API_METHODS) as [PayMethodId, PayMethodContract][];

/** Records every request and answers it with the table's own example of that method. */
function recordingHttp(variant: Variant = 'present') {
  const sent: HttpRequest[] = [];
  const http: HttpPort = {
    json: async (request) => {
      sent.push(request);
      const body = request.body as { id?: unknown; method?: unknown };
      const found = payMethodOf(body.method);
      if (!found) throw new Error(`no such method: ${String(body.method)}`);
      const answers: Partial<Record<Variant, unknown>> = found[1].answers;
      return resultEnvelope(body.id, answers[variant] ?? answers.present);
    },
    blob: () => Promise.reject(new Error('the exchange methods serve no blobs')),
  };
  return { http, sent };
}

async function everyCall(pay: PayExchangesPort): Promise<void> {
  await pay.listExchanges({ asset: baseSepoliaETH, amount: '0.001' });
  await pay.listExchanges({ includeOnly: ['binance'] });
  await pay.listExchanges({ exclude: ['binance'], page: 1 });
  await pay.getPayUrl({ exchangeId: 'reown_test', asset: baseSepoliaETH, amount: '0.001', recipient: RECIPIENT });
  await pay.getBuyStatus({ exchangeId: 'reown_test', sessionId: SESSION });
}

/** Whether a param value is written in the form the service reads. */
function fits(field: ParamField, value: unknown): boolean {
  const text = typeof value === 'string' ? value : '';
  return {
    integer: () => Number.isSafeInteger(value) && (value as number) >= 0,
    string: () => typeof value === 'string' && value !== '',
    'string[]': () => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    caip19: () => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/.test(text),
    caip10: () => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/.test(text),
    decimal: () => /^\d+(\.\d+)?$/.test(text),
  }[field.type]();
}

describe('our requests against the exchange methods of the blockchain API', () => {
  it('every call names a method of the table on its route, with the query, envelope and params the service reads', async () => {
    const { http, sent } = recordingHttp();
    await everyCall(createPayExchangesClient(http, config));
    const reached = new Set<PayMethodId>();
    for (const request of sent) {
      expect(request.method).toBe(PAY_RPC_ENDPOINT.method);
      expect(request.url).toBe(`${BASE}${PAY_RPC_ENDPOINT.path}`);
      // AppKit's query, every name of which the service reads.
      expect(Object.keys(request.query ?? {})).toEqual(PAY_RPC_ENDPOINT.appKitQuery.names);
      for (const name of Object.keys(request.query ?? {})) expect(Object.keys(PAY_RPC_ENDPOINT.query)).toContain(name);
      const body = request.body as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([...PAY_RPC_ENDPOINT.request.fields].sort());
      expect(body).toMatchObject({ jsonrpc: '2.0', id: PAY_RPC_ENDPOINT.request.appKitId.value });
      const found = payMethodOf(body['method']);
      expect(found, String(body['method'])).toBeDefined();
      const [id, contract] = found ?? methods[0]!;
      reached.add(id);
      const params = body['params'] as Record<string, unknown>;
      for (const name of Object.keys(params)) expect(contract.params[name], `${id}: param ${name} is not read by ${contract.source}`).toBeDefined();
      for (const [name, field] of Object.entries(contract.params)) {
        if (params[name] === undefined) expect(field.optional, `${id}: required param ${name}`).toBe(true);
        else expect(fits(field, params[name]), `${id}: ${name}=${JSON.stringify(params[name])} is not a ${field.type}`).toBe(true);
      }
      expect(params['includeOnly'] !== undefined && params['exclude'] !== undefined, `${id}: both lists`).toBe(false);
      expect(request.retry, `${id}: sent again after a failure`).toBe(contract.idempotent);
      expect(request.headers, `${id}: a custom header`).toBeUndefined();
    }
    expect([...reached].sort()).toEqual(Object.keys(PAY_API_METHODS).sort());
  });

  it('sends the recipient as CAIP-10 on the asset’s own chain, which the service requires (get_exchange_url.rs:117-132)', async () => {
    const { http, sent } = recordingHttp();
    const pay = createPayExchangesClient(http, config);
    await pay.getPayUrl({ exchangeId: 'binance', asset: baseUSDC, amount: '25', recipient: RECIPIENT });
    const params = (sent[0]?.body as { params: Record<string, string> }).params;
    const [assetChain] = (params['asset'] ?? '').split('/');
    expect(params['recipient']).toBe(`${assetChain}:${RECIPIENT}`);
  });
});

describe('our parsers against results built from the service’s structs', () => {
  const schemas: Record<PayMethodId, Parameters<typeof safeParse>[0]> = { getExchanges: ApiExchangesSchema, getPayUrl: ApiPayUrlSchema, getBuyStatus: ApiBuyStatusSchema };
  const cases = methods.flatMap(([id, contract]) => Object.entries(contract.answers).map(([variant, answer]) => [id, variant as Variant, answer] as const));

  it.each(cases)('%s accepts the answer %s', (id, _variant, answer) => {
    expect(safeParse(schemas[id], answer).success).toBe(true);
  });

  it.each(cases.filter(([, variant]) => variant !== 'absent'))('%s: the table’s %s answer is one the service can send', (id, _variant, answer) => {
    expect(checkShape(PAY_API_METHODS[id].result, answer)).toEqual([]);
  });

  it.each(['present', 'absent', 'nulls', 'none'] as const)('hands on everything of the %s answers', async (variant) => {
    const pay = createPayExchangesClient(recordingHttp(variant).http, config);
    const list = await pay.listExchanges();
    const listed = (PAY_API_METHODS.getExchanges.answers[variant] as { readonly exchanges: readonly { readonly id: string }[] }).exchanges;
    expect(list.exchanges.map((exchange) => exchange.id)).toEqual(listed.map((exchange) => exchange.id));
    const status = await pay.getBuyStatus({ exchangeId: 'reown_test', sessionId: SESSION });
    const answered = (PAY_API_METHODS.getBuyStatus.answers[variant === 'none' ? 'present' : variant] as { status: string; txHash?: string | null });
    expect(status).toEqual({ status: answered.status, txHash: answered.txHash ?? undefined });
    await expect(pay.getPayUrl({ exchangeId: 'reown_test', asset: baseSepoliaETH, amount: '0.001', recipient: RECIPIENT })).resolves.toMatchObject({ sessionId: SESSION });
  });
});

describe('the msw stand-in against the table', () => {
  const remote = setupRemoteServer({ endpoints: { blockchainApi: BASE } });
  beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => remote.scenarios.reset());
  afterAll(() => remote.server.close());

  const rpc = async (method: string, params: unknown, query = '?projectId=p1') => {
    const response = await fetch(`${BASE}${PAY_RPC_ENDPOINT.path}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) });
    return { status: response.status, body: (await response.json()) as { id: unknown; jsonrpc: string; result?: unknown; error?: { code: number; message: string; data: unknown } } };
  };
  const expectError = async (answer: Promise<Awaited<ReturnType<typeof rpc>>>, expected: { status: number; code: number; message: string }) => {
    const { status, body } = await answer;
    expect({ status, body }).toEqual({ status: expected.status, body: errorEnvelope(7, expected) });
  };

  it('answers every method with a result in the service’s shape, the request’s id echoed', async () => {
    const list = await rpc('reown_getExchanges', { page: 0, asset: 'eip155:84532/slip44:60' });
    expect(list.body).toMatchObject({ id: 7, jsonrpc: '2.0' });
    expect(checkShape(PAY_API_METHODS.getExchanges.result, list.body.result)).toEqual([]);
    const opened = await rpc('reown_getExchangePayUrl', { exchangeId: 'reown_test', asset: 'eip155:84532/slip44:60', amount: '0.001', recipient: `eip155:84532:${RECIPIENT}` });
    expect(checkShape(PAY_API_METHODS.getPayUrl.result, opened.body.result)).toEqual([]);
    const { sessionId } = opened.body.result as { sessionId: string };
    const status = await rpc('reown_getExchangeBuyStatus', { exchangeId: 'reown_test', sessionId });
    expect(checkShape(PAY_API_METHODS.getBuyStatus.result, status.body.result)).toEqual([]);
  });

  it('refuses with the service’s own error texts, codes and statuses', async () => {
    const { errors: payUrlErrors } = PAY_API_METHODS.getPayUrl;
    await expectError(rpc('reown_getExchangePayUrl', { exchangeId: 'reown_test', asset: 'eip155:8453/slip44:60', amount: '1', recipient: `eip155:8453:${RECIPIENT}` }), payUrlErrors.assetNotSupported);
    await expectError(rpc('reown_getExchangePayUrl', { exchangeId: 'kraken', asset: 'eip155:8453/slip44:60', amount: '1', recipient: `eip155:8453:${RECIPIENT}` }), payUrlErrors.unknownExchange);
    await expectError(rpc('reown_getExchangePayUrl', { exchangeId: 'reown_test', asset: 'eip155:8453/slip44:60', amount: '1', recipient: `eip155:1:${RECIPIENT}` }), payUrlErrors.recipientOnAnotherChain);
    await expectError(rpc('reown_getExchanges', { page: 0, includeOnly: ['binance'], exclude: ['reown_test'] }), PAY_API_METHODS.getExchanges.errors.bothLists);
    await expectError(rpc('reown_getExchangeBuyStatus', { exchangeId: 'reown_test', sessionId: 'a'.repeat(51) }), PAY_API_METHODS.getBuyStatus.errors.invalidSession);
    await expectError(rpc('reown_getExchanges', {}), PAY_RPC_ERRORS.invalidParams);
    await expectError(rpc('reown_getExchangeRate', {}), PAY_RPC_ERRORS.methodNotFound);
    await expectError(rpc('reown_getExchanges', { page: 0 }, '?projectId='), PAY_RPC_ERRORS.invalidProject);
    const noProject = await fetch(`${BASE}${PAY_RPC_ENDPOINT.path}`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'reown_getExchanges', params: { page: 0 } }) });
    expect(noProject.status).toBe(400);
  });

  it('answers an asset it cannot parse with an empty list, not an error (get_exchanges.rs:111-124)', async () => {
    const { body } = await rpc('reown_getExchanges', { page: 0, asset: 'not-an-asset' });
    expect(body.result).toEqual(PAY_API_METHODS.getExchanges.answers.none);
  });

  it.each([
    ['getExchanges', 'bothLists', 'PAY_UNABLE_TO_GET_EXCHANGES'],
    ['getExchanges', 'featureOff', 'PAY_UNABLE_TO_GET_EXCHANGES'],
    ['getPayUrl', 'assetNotSupported', 'PAY_ASSET_NOT_SUPPORTED'],
    ['getPayUrl', 'unknownExchange', 'PAY_UNABLE_TO_GET_PAY_URL'],
    ['getPayUrl', 'notStored', 'PAY_UNABLE_TO_GET_PAY_URL'],
    ['getBuyStatus', 'invalidSession', 'PAY_UNABLE_TO_GET_BUY_STATUS'],
    ['getBuyStatus', 'providerDown', 'PAY_UNABLE_TO_GET_BUY_STATUS'],
  ] as const)('turns the %s error %s into %s', async (id, error, code) => {
    const example = (PAY_API_METHODS[id].errors as Record<string, { status: number; code: number; message: string }>)[error]!;
    // A read answered 500 is asked again (three retries by default), each attempt getting the same
    // answer; anything asked after that (the lists read after a refused pay URL) is the stand-in's own.
    const attempts = example.status === 500 && PAY_API_METHODS[id].idempotent ? 4 : 1;
    remote.scenarios.respondNext('blockchainApi', attempts, () => HttpResponse.json(errorEnvelope(1, example), { status: example.status }));
    const clock = new VirtualClock();
    const pay = createPayExchangesClient(createFetchHttp({ clock }), { ...config, endpoints: resolveEndpoints({ blockchainApi: BASE }) });
    const call: () => Promise<unknown> = {
      getExchanges: () => pay.listExchanges({ includeOnly: ['binance'] }),
      // ETH on Base: an asset the Reown test exchange, open to every project, does not sell.
      getPayUrl: () => pay.getPayUrl({ exchangeId: error === 'unknownExchange' ? 'kraken' : 'reown_test', asset: error === 'assetNotSupported' ? baseETH : baseSepoliaETH, amount: '1', recipient: RECIPIENT }),
      getBuyStatus: () => pay.getBuyStatus({ exchangeId: 'reown_test', sessionId: SESSION }),
    }[id];
    await expect(clock.settle(call())).rejects.toMatchObject({ code });
  });
});
