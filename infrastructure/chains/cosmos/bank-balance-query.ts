import { base64, hex } from '@scure/base';
import { QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { catalogueError } from '../../../domain/errors/catalogue.ts';

// The bank module's Balance query as CometBFT's abci_query carries it. Imported on the first balance read:
// the protobuf code (cosmjs-types' bank query module alone) is not needed to connect or sign.

const BALANCE_PATH = '/cosmos.bank.v1beta1.Query/Balance';
const LOG_CHARACTERS = 200;

/** The `abci_query` params asking for the balance of `denom` held by `address`. */
export function balanceQueryParams(address: string, denom: string): { readonly path: string; readonly data: string; readonly prove: false } {
  return { path: BALANCE_PATH, data: hex.encode(QueryBalanceRequest.encode({ address, denom }).finish()), prove: false };
}

/**
 * The amount of `denom` in an `abci_query` result. A non-zero code is the node refusing the query, with
 * its log in the details; a value that is not base64 protobuf, or a coin of another denomination or
 * without a whole amount, is not an answer to the question asked.
 */
export function balanceOfQueryResult(result: unknown, denom: string, url: string): bigint {
  const response = typeof result === 'object' && result !== null ? (result as { response?: unknown }).response : undefined;
  if (typeof response !== 'object' || response === null) throw new TypeError('no abci_query response');
  const { code, log, value } = response as { code?: unknown; log?: unknown; value?: unknown };
  if (code !== undefined && code !== 0) {
    const said = typeof log === 'string' ? log.trim().slice(0, LOG_CHARACTERS) : '';
    throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: abci_query code ${String(code)}: ${said}` });
  }
  if (typeof value !== 'string') throw new TypeError('the abci_query response has no value');
  const coin = QueryBalanceResponse.decode(base64.decode(value)).balance;
  if (coin?.denom !== denom || !/^\d+$/.test(coin.amount)) throw new TypeError('the node answered a balance that is not a coin amount of the denomination asked');
  return BigInt(coin.amount);
}
