import type { RemoteConfig } from '../../application/endpoints.ts';
import { BLOCKCHAIN_API_ERRORS, type BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { ApiBalanceListSchema } from '../../domain/schemas/api-balance.ts';
import { ApiIdentitySchema, ApiNameLookupSchema, ApiNameRecordSchema, ApiNameSuggestionsSchema, ApiReverseLookupSchema } from '../../domain/schemas/api-names.ts';
import { ApiSupportedChainsSchema } from '../../domain/schemas/api-supported-chains.ts';
import { ApiTransactionPageSchema } from '../../domain/schemas/api-transactions.ts';
import type { z } from '../../domain/schemas/zod-mini.ts';
import { createApiCaller, type ApiCall } from './api-call.ts';
import { createSupportedChains } from './supported-chains.ts';

type CallName = keyof typeof BLOCKCHAIN_API_ERRORS | 'supportedChains';
type Params = Readonly<Record<string, string>>;

/** A failure carries the catalogue entry of the call and the HTTP error or schema issue as its cause. */
function apiError(call: CallName, cause: unknown, params: Params = {}): WalletportError {
  return catalogueError(call === 'supportedChains' ? 'HTTP_INVALID_BODY' : BLOCKCHAIN_API_ERRORS[call], { cause, params });
}

/**
 * The blockchain API over HTTP, speaking the service's own routes and shapes (see the
 * contract table in test/contracts/blockchain-api.contract.ts), each request sent as ./api-call.ts says.
 */
export function createBlockchainApiClient(http: HttpPort, config: RemoteConfig): BlockchainApiPort {
  const segment = encodeURIComponent;
  const request = createApiCaller(http, config);
  const call = <S extends z.ZodMiniType>(name: CallName, api: ApiCall, schema: S, params: Params = {}): Promise<z.output<S>> =>
    request(api, schema, (cause) => apiError(name, cause, params));

  const supported = createSupportedChains(() => call('supportedChains', { path: '/v1/supported-chains' }, ApiSupportedChainsSchema));

  /** A name call names its network only where it knows one; then, as in AppKit, only a served network is asked. */
  async function servesIfNamed(name: CallName, caipNetworkId: string | undefined, params: Params = {}): Promise<boolean> {
    if (!config.projectId) throw apiError(name, catalogueError('PROJECT_ID_NOT_CONFIGURED'), params);
    return caipNetworkId === undefined || supported.serves(caipNetworkId);
  }

  return {
    servesNetwork: (caipNetworkId) => supported.serves(caipNetworkId),
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
