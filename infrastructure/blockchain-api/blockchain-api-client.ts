import type { RemoteConfig } from '../../application/endpoints.ts';
import { BLOCKCHAIN_API_ERRORS, type BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { HttpError, type HttpPort, type HttpRequest } from '../../application/ports/http.port.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { ApiBalanceListSchema } from '../../domain/schemas/api-balance.ts';
import { ApiIdentitySchema, ApiNameRecordSchema, ApiNameSuggestionsSchema, ApiReverseLookupSchema } from '../../domain/schemas/api-names.ts';
import { ApiTransactionPageSchema } from '../../domain/schemas/api-transactions.ts';

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type CallName = keyof typeof BLOCKCHAIN_API_ERRORS;

/** A failure carries the catalogue entry of the call (spec §8) and the HTTP error or schema issue as its cause. */
function apiError(call: CallName, cause: unknown, params: Readonly<Record<string, string>> = {}): WalletportError {
  return catalogueError(BLOCKCHAIN_API_ERRORS[call], { cause, params });
}

/** The blockchain API over HTTP (spec §7). Responses are checked with zod; a wrong shape is a typed error. */
export function createBlockchainApiClient(http: HttpPort, config: RemoteConfig): BlockchainApiPort {
  const base = `${config.endpoints.blockchainApi}/v1`;
  const segment = encodeURIComponent;

  async function call<T>(name: CallName, request: HttpRequest, schema: Parser<T>, params: Readonly<Record<string, string>> = {}): Promise<T> {
    let body: unknown;
    try {
      body = await http.json(request);
    } catch (cause) {
      throw apiError(name, cause, params);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw apiError(name, parsed.error, params);
    return parsed.data;
  }

  return {
    async fetchTransactions({ account, cursor, onramp, cache, chainId, signal }) {
      const page = await call(
        'transactions',
        { url: `${base}/account/${segment(account)}/history`, query: { projectId: config.projectId, cursor, onramp, cache, chainId }, signal },
        ApiTransactionPageSchema,
      );
      return { data: page.data, next: page.next ?? undefined };
    },
    async getBalance(address, caipNetworkId, options = {}) {
      const query = { projectId: config.projectId, currency: 'usd', chainId: caipNetworkId, forceUpdate: options.forceUpdate };
      const result = await call('balance', { url: `${base}/account/${segment(address)}/balance`, query, headers: { 'x-sdk-type': config.sdkType, 'x-sdk-version': config.sdkVersion } }, ApiBalanceListSchema);
      return result.balances;
    },
    async lookupName(name) {
      try {
        return await call('lookupName', { url: `${base}/profile/account/${segment(name)}`, query: { projectId: config.projectId, apiVersion: '2' } }, ApiNameRecordSchema);
      } catch (error) {
        // An unregistered name is an answer, not a failure.
        if (WalletportError.is(error) && HttpError.isStatus(error.cause, 404)) return undefined;
        throw error;
      }
    },
    reverseLookup: (address) =>
      call('reverseLookup', { url: `${base}/profile/reverse/${segment(address)}`, query: { projectId: config.projectId, apiVersion: '2' } }, ApiReverseLookupSchema),
    fetchIdentity: (address, caipNetworkId) =>
      call('identity', { url: `${base}/identity/${segment(address)}`, query: { projectId: config.projectId, chainId: caipNetworkId } }, ApiIdentitySchema),
    async getNameSuggestions(name) {
      const result = await call('suggestions', { url: `${base}/profile/suggestions/${segment(name)}`, query: { projectId: config.projectId, zone: 'reown.id' } }, ApiNameSuggestionsSchema);
      return result.suggestions;
    },
    async registerName({ coinType, address, signature, message }) {
      let name = '';
      try {
        const parsed = JSON.parse(message) as { name?: unknown };
        name = typeof parsed.name === 'string' ? parsed.name : '';
      } catch {
        name = '';
      }
      return call(
        'registerName',
        { method: 'POST', url: `${base}/profile/account`, query: { projectId: config.projectId }, body: { coin_type: coinType, address, message, signature } },
        ApiNameRecordSchema,
        { name },
      );
    },
  };
}
