import { describe, expect, it } from 'vitest';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort, HttpRequest } from '../../application/ports/http.port.ts';
import { ApiFungiblePriceSchema, ApiGasPriceSchema, ApiSwapAllowanceSchema, ApiSwapApproveSchema, ApiSwapQuotesSchema, ApiSwapTokenListSchema, ApiSwapTransactionSchema } from '../../domain/schemas/api-convert.ts';
import { ApiBalanceListSchema } from '../../domain/schemas/api-balance.ts';
import { ApiOnrampOptionsSchema, ApiOnrampQuoteSchema, ApiOnrampUrlSchema } from '../../domain/schemas/api-onramp.ts';
import { ApiIdentitySchema, ApiNameLookupSchema, ApiNameRecordSchema, ApiNameSuggestionsSchema, ApiReverseLookupSchema } from '../../domain/schemas/api-names.ts';
import { ApiSupportedChainsSchema } from '../../domain/schemas/api-supported-chains.ts';
import { ApiTransactionPageSchema } from '../../domain/schemas/api-transactions.ts';
import { createBlockchainApiClient } from '../../infrastructure/blockchain-api/blockchain-api-client.ts';
import { createOnrampClient } from '../../infrastructure/onramp/onramp-client.ts';
import { createReownConvertSource } from '../../infrastructure/swap/reown-convert-source.ts';
import { APPKIT_COMMON_QUERY, BLOCKCHAIN_API_ROUTES, CORS_ALLOWED_HEADERS, matchRoute, type BlockchainApiRouteId, type BodyField, type RouteContract } from './blockchain-api.contract.ts';

const BASE = 'https://blockchain.example';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = `eip155:1:${ADDRESS}`;
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({ blockchainApi: BASE }), analyticsEnabled: false, telemetryEnabled: false };

/** Records every request and answers it with the contract's own example for that route. */
function recordingHttp(variant: 'present' | 'absent' | 'nulls' = 'present') {
  const sent: HttpRequest[] = [];
  const http: HttpPort = {
    json: async (request) => {
      sent.push(request);
      const found = matchRoute(request.method ?? 'GET', new URL(request.url).pathname);
      if (!found) throw new Error(`no such route: ${request.method ?? 'GET'} ${request.url}`);
      // The network list stays the one that serves eip155:1, so every variant reaches the calls behind it.
      return found[0] === 'supportedChains' ? found[1].answers.present : found[1].answers[variant];
    },
    blob: () => Promise.reject(new Error('the blockchain API serves no blobs')),
  };
  return { http, sent };
}

async function everyCall(http: HttpPort): Promise<void> {
  const api = createBlockchainApiClient(http, config);
  await api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1', cursor: 'c', onramp: 'coinbase', cache: 'no-cache' });
  await api.getBalance(ADDRESS, 'eip155:1', { forceUpdate: ['eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'] });
  await api.fetchIdentity(ADDRESS, 'eip155:1');
  await api.lookupName('alice.reown.id');
  await api.reverseLookup(ADDRESS);
  await api.getNameSuggestions('alice');
  await api.registerName({ coinType: 60, address: ADDRESS, signature: '0x12', message: JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1 }) });
  const convert = createReownConvertSource(http, config, async () => true);
  await convert.tokens('eip155:1');
  await convert.quote({ from: NATIVE, to: USDC, amount: 10n ** 18n, gasPrice: 12_000_000_000n });
  await convert.allowance(USDC, USER);
  await convert.buildApproval({ token: USDC, to: NATIVE, amount: 2_500_000n });
  await convert.buildSwap({ from: NATIVE, to: USDC, amount: 10n ** 18n, owner: USER, slippagePercent: 1 });
  await convert.gasPrice('eip155:1');
  await convert.prices([USDC]);
  const onramp = createOnrampClient(http, config);
  await onramp.options({ country: 'US', subdivision: 'NY' });
  await onramp.quote({ country: 'US', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH', purchaseNetwork: 'base' });
  await onramp.widget({ provider: 'coinbase', account: `eip155:8453:${ADDRESS}`, asset: 'ETH', paymentAmount: '100', paymentCurrency: 'USD' });
}

function queryType(type: RouteContract['query'][string]['type'], value: string | number | boolean | readonly string[]): boolean {
  if (type === 'integer') return /^\d+$/.test(String(value));
  if (type === 'currency') return ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy'].includes(String(value));
  if (type === 'caip2') return /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(String(value));
  if (type === 'caip10') return /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/.test(String(value));
  if (type === 'country') return /^[A-Z]{2}$/.test(String(value));
  if (type === 'decimal') return /^\d+(\.\d+)?$/.test(String(value));
  if (type === 'csv') return Array.isArray(value) ? value.every((item) => /^[\w-]+:[\w-]+:\w+$/.test(item)) : /^([\w-]+:[\w-]+:\w+)(,[\w-]+:[\w-]+:\w+)*$/.test(String(value));
  return typeof value === 'string';
}

/** The body holds only the fields the route reads, every required one, each of its type. */
function expectBody(at: string, body: unknown, fields: Readonly<Record<string, BodyField>>): void {
  expect(typeof body === 'object' && body !== null, `${at}: a JSON object`).toBe(true);
  const sent = body as Record<string, unknown>;
  for (const name of Object.keys(sent)) expect(fields[name], `${at}: body field ${name} is not read by the service`).toBeDefined();
  for (const [name, field] of Object.entries(fields)) {
    const value = sent[name];
    if (value === undefined) {
      expect(field.optional, `${at}: required body field ${name}`).toBe(true);
      continue;
    }
    const fits = {
      string: () => typeof value === 'string' && value !== '',
      integer: () => Number.isInteger(value),
      boolean: () => typeof value === 'boolean',
      currency: () => queryType('currency', String(value)),
      'caip10[]': () => Array.isArray(value) && value.length > 0 && value.every((item) => queryType('caip10', String(item))),
      object: () => typeof value === 'object' && value !== null,
      'object[]': () => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null),
      'string[]': () => Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== ''),
    }[field.type];
    expect(fits(), `${at}: body ${name} is not a ${field.type}`).toBe(true);
    if (field.type === 'object' && field.fields) expectBody(`${at}.${name}`, value, field.fields);
    if (field.type === 'object[]' && field.fields && Array.isArray(value)) value.forEach((item, index) => expectBody(`${at}.${name}[${index}]`, item, field.fields ?? {}));
  }
}

describe('our requests against the blockchain API route table', () => {
  it('every call names a real route with its method, query names and types, and a JSON body only where the route reads one', async () => {
    const { http, sent } = recordingHttp();
    await everyCall(http);
    const reached = new Set<BlockchainApiRouteId>();
    for (const request of sent) {
      const method = request.method ?? 'GET';
      const found = matchRoute(method, new URL(request.url).pathname);
      expect(found, `${method} ${request.url}`).toBeDefined();
      const [id, route]: readonly [BlockchainApiRouteId, RouteContract] = found ?? ['supportedChains', BLOCKCHAIN_API_ROUTES.supportedChains];
      reached.add(id);
      for (const [name, value] of Object.entries(request.query ?? {})) {
        if (value === undefined) continue;
        const field = route.query[name];
        const commonOnGet = method === 'GET' && (APPKIT_COMMON_QUERY.names as readonly string[]).includes(name);
        expect(field !== undefined || commonOnGet, `${id}: query ${name} is not read by ${route.source}`).toBe(true);
        if (field) expect(queryType(field.type, value), `${id}: ${name}=${String(value)} is not a ${field.type}`).toBe(true);
        expect(value, `${id}: ${name} is sent empty`).not.toBe('');
      }
      for (const [name, field] of Object.entries(route.query)) if (field.required) expect(request.query?.[name], `${id}: required ${name}`).toBeTruthy();
      if (route.body) {
        expectBody(id, request.body, route.body);
      } else {
        expect(request.body, `${id} sends no body`).toBeUndefined();
      }
    }
    expect([...reached].sort()).toEqual(Object.keys(BLOCKCHAIN_API_ROUTES).sort());
  });

  it('sends no custom header, so a GET needs no CORS preflight; only the POST carries a JSON body (content-type, as AppKit)', async () => {
    const { http, sent } = recordingHttp();
    await everyCall(http);
    for (const request of sent) {
      expect(Object.keys(request.headers ?? {}), request.url).toEqual([]);
      for (const name of Object.keys(request.headers ?? {})) expect(CORS_ALLOWED_HEADERS.names).toContain(name.toLowerCase());
    }
  });

  it('tries again only the reads: the registration is sent once', async () => {
    const { http, sent } = recordingHttp();
    await everyCall(http);
    for (const request of sent) {
      const found = matchRoute(request.method ?? 'GET', new URL(request.url).pathname);
      expect(request.retry, request.url).toBe(found?.[1].idempotent);
    }
  });
});

describe('our parsers against answers built from the service structs', () => {
  const parsers: Record<BlockchainApiRouteId, { safeParse(value: unknown): { success: boolean } }> = {
    supportedChains: ApiSupportedChainsSchema,
    identity: ApiIdentitySchema,
    history: ApiTransactionPageSchema,
    balance: ApiBalanceListSchema,
    registerName: ApiNameRecordSchema,
    lookupName: ApiNameLookupSchema,
    reverseLookup: ApiReverseLookupSchema,
    suggestions: ApiNameSuggestionsSchema,
    swapTokens: ApiSwapTokenListSchema,
    swapQuote: ApiSwapQuotesSchema,
    swapAllowance: ApiSwapAllowanceSchema,
    swapBuildApprove: ApiSwapApproveSchema,
    swapBuildTransaction: ApiSwapTransactionSchema,
    gasPrice: ApiGasPriceSchema,
    fungiblePrice: ApiFungiblePriceSchema,
    onrampOptions: ApiOnrampOptionsSchema,
    onrampQuote: ApiOnrampQuoteSchema,
    onrampUrl: ApiOnrampUrlSchema,
  };
  const cases = (Object.entries(BLOCKCHAIN_API_ROUTES) as [BlockchainApiRouteId, RouteContract][]).flatMap(([id, route]) =>
    Object.entries(route.answers).map(([variant, answer]) => [id, variant, answer] as const),
  );

  it.each(cases)('%s accepts the answer with optional fields %s', (id, _variant, answer) => {
    expect(parsers[id].safeParse(answer).success).toBe(true);
  });

  it('keeps every item of each example answer: nothing the service may send is dropped', async () => {
    for (const variant of ['present', 'absent', 'nulls'] as const) {
      const api = createBlockchainApiClient(recordingHttp(variant).http, config);
      const history = await api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1' });
      expect(history.data).toHaveLength(1);
      expect(history.data[0]?.transfers).toEqual(variant === 'nulls' ? [] : expect.any(Array));
      const balances = await api.getBalance(ADDRESS, 'eip155:1');
      expect(balances).toHaveLength(1);
      expect(balances[0]?.chainId).toBe('eip155:1');
      expect(await api.reverseLookup(ADDRESS)).toMatchObject([{ name: 'alice.reown.id' }]);
      expect(await api.lookupName('alice.reown.id')).toMatchObject({ name: 'alice.reown.id' });
    }
  });

  it('reads the `200 []` of an unknown name as "not registered" and of an address without a name as no names', async () => {
    const http: HttpPort = {
      json: async (request) => (request.url.includes('supported-chains') ? BLOCKCHAIN_API_ROUTES.supportedChains.answers.present : BLOCKCHAIN_API_ROUTES.lookupName.answers.none),
      blob: () => Promise.reject(new Error('no blobs')),
    };
    const api = createBlockchainApiClient(http, config);
    await expect(api.lookupName('nobody.reown.id')).resolves.toBeUndefined();
    await expect(api.reverseLookup(ADDRESS)).resolves.toEqual([]);
  });
});
