import type { RemoteConfig } from '../../application/endpoints.ts';
import { BLOCKCHAIN_API_ERRORS, type BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import type { HttpPort, HttpRequest, QueryValue } from '../../application/ports/http.port.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { ApiBalanceListSchema } from '../../domain/schemas/api-balance.ts';
import { ApiIdentitySchema, ApiNameLookupSchema, ApiNameRecordSchema, ApiNameSuggestionsSchema, ApiReverseLookupSchema } from '../../domain/schemas/api-names.ts';
import { ApiSupportedChainsSchema } from '../../domain/schemas/api-supported-chains.ts';
import { ApiTransactionPageSchema } from '../../domain/schemas/api-transactions.ts';
import { safeParse } from '../../domain/schemas/safe-parse.ts';
import type { z } from '../../domain/schemas/zod-mini.ts';
import { createSupportedChains } from './supported-chains.ts';

type CallName = keyof typeof BLOCKCHAIN_API_ERRORS | 'supportedChains';
type Params = Readonly<Record<string, string>>;

interface Call {
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
  readonly cache?: HttpRequest['cache'];
}

/** A failure carries the catalogue entry of the call and the HTTP error or schema issue as its cause. */
function apiError(call: CallName, cause: unknown, params: Params = {}): WalletportError {
  return catalogueError(call === 'supportedChains' ? 'HTTP_INVALID_BODY' : BLOCKCHAIN_API_ERRORS[call], { cause, params });
}

/** Like AppKit, an empty value is left out rather than sent as `name=`. */
function withoutEmpty(query: Readonly<Record<string, QueryValue>>): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

/**
 * The blockchain API over HTTP, speaking the service's own routes and shapes (see the
 * contract table in test/contracts/blockchain-api.contract.ts). Every GET carries AppKit's `st`, `sv`
 * and `projectId`; no custom header, so no CORS preflight. Without a projectId nothing is sent.
 */
export function createBlockchainApiClient(http: HttpPort, config: RemoteConfig): BlockchainApiPort {
  const base = config.endpoints.blockchainApi;
  const segment = encodeURIComponent;
  const sdk = { st: config.sdkType, sv: config.sdkVersion };

  async function call<S extends z.ZodMiniType>(name: CallName, request: Call, schema: S, params: Params = {}): Promise<z.output<S>> {
    if (!config.projectId) throw apiError(name, catalogueError('PROJECT_ID_NOT_CONFIGURED'), params);
    const get = (request.method ?? 'GET') === 'GET';
    let body: unknown;
    try {
      body = await http.json({
        method: request.method ?? 'GET',
        url: `${base}${request.path}`,
        query: withoutEmpty({ ...request.query, ...sdk, ...(get ? { projectId: config.projectId } : {}) }),
        body: request.body,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.cache ? { cache: request.cache } : {}),
        // A registration sent twice could register twice: only reads are tried again.
        retry: get,
        redirect: 'error',
      });
    } catch (cause) {
      throw apiError(name, cause, params);
    }
    const parsed = safeParse(schema, body);
    if (!parsed.success) throw apiError(name, new Error(`unexpected answer: ${parsed.issue ?? 'wrong shape'}`), params);
    return parsed.data;
  }

  const supported = createSupportedChains(() => call('supportedChains', { path: '/v1/supported-chains' }, ApiSupportedChainsSchema));

  /** A name call names its network only where it knows one; then, as in AppKit, only a served network is asked. */
  async function servesIfNamed(name: CallName, caipNetworkId: string | undefined, params: Params = {}): Promise<boolean> {
    if (!config.projectId) throw apiError(name, catalogueError('PROJECT_ID_NOT_CONFIGURED'), params);
    return caipNetworkId === undefined || supported.serves(caipNetworkId);
  }

  return {
    async fetchTransactions({ account, cursor, onramp, cache, chainId, signal }) {
      if (!config.projectId) throw apiError('transactions', catalogueError('PROJECT_ID_NOT_CONFIGURED'));
      if (!(await supported.serves(chainId))) return { data: [], next: undefined };
      const page = await call('transactions', { path: `/v1/account/${segment(account)}/history`, query: { cursor, onramp, chainId }, signal, cache }, ApiTransactionPageSchema);
      return { data: page.data, next: page.next ?? undefined };
    },
    async getBalance(address, caipNetworkId, options = {}) {
      if (!config.projectId) throw apiError('balance', catalogueError('PROJECT_ID_NOT_CONFIGURED'));
      if (!(await supported.serves(caipNetworkId))) throw apiError('balance', new Error(`${caipNetworkId} is not served by the blockchain API`));
      const query = { currency: 'usd', chainId: caipNetworkId, forceUpdate: options.forceUpdate };
      const result = await call('balance', { path: `/v1/account/${segment(address)}/balance`, query }, ApiBalanceListSchema);
      // The service leaves chainId out when it does not know it; the list is for the network asked about.
      return result.balances.map((item) => ({ ...item, chainId: item.chainId ?? caipNetworkId }));
    },
    async lookupName(name, caipNetworkId) {
      if (!(await servesIfNamed('lookupName', caipNetworkId))) return undefined;
      return call('lookupName', { path: `/v1/profile/account/${segment(name)}`, query: { apiVersion: '2' } }, ApiNameLookupSchema);
    },
    async reverseLookup(address, caipNetworkId) {
      if (!(await servesIfNamed('reverseLookup', caipNetworkId))) return [];
      return call('reverseLookup', { path: `/v1/profile/reverse/${segment(address)}`, query: { apiVersion: '2' } }, ApiReverseLookupSchema);
    },
    async fetchIdentity(address, caipNetworkId) {
      if (!config.projectId) throw apiError('identity', catalogueError('PROJECT_ID_NOT_CONFIGURED'));
      if (!(await supported.serves(caipNetworkId))) return { name: null, avatar: null };
      return call('identity', { path: `/v1/identity/${segment(address)}` }, ApiIdentitySchema);
    },
    async getNameSuggestions(name, caipNetworkId) {
      if (!(await servesIfNamed('suggestions', caipNetworkId))) return [];
      const result = await call('suggestions', { path: `/v1/profile/suggestions/${segment(name)}`, query: { zone: 'reown.id' } }, ApiNameSuggestionsSchema);
      return result.suggestions;
    },
    async registerName({ caipNetworkId, coinType, address, signature, message }) {
      const params = { name: registeredNameOf(message) };
      if (!(await servesIfNamed('registerName', caipNetworkId, params))) throw apiError('registerName', new Error(`${caipNetworkId ?? ''} is not served by the blockchain API`), params);
      return call('registerName', { method: 'POST', path: '/v1/profile/account', body: { coin_type: coinType, address, message, signature } }, ApiNameRecordSchema, params);
    },
  };
}

/** The name inside the signed registration message, for the error text; empty when unreadable. */
function registeredNameOf(message: string): string {
  try {
    const parsed = JSON.parse(message) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name : '';
  } catch {
    return '';
  }
}
