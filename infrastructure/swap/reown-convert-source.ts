import { decodeFunctionData, erc20Abi, isAddress, size } from 'viem';
import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { SwapSourcePort, SwapTransaction } from '../../application/ports/swap-source.port.ts';
import { parseCaipAddress } from '../../domain/caip/caip.ts';
import { catalogueError, type ErrorCode } from '../../domain/errors/catalogue.ts';
import { ApiFungiblePriceSchema, ApiGasPriceSchema, ApiSwapAllowanceSchema, ApiSwapApproveSchema, ApiSwapQuotesSchema, ApiSwapTokenListSchema, ApiSwapTransactionSchema } from '../../domain/schemas/api-convert.ts';
import { SWAP_NAMESPACE, SWAP_NATIVE_TOKEN_ADDRESS } from '../../domain/swap/swap-constants.ts';
import { createApiCaller, type FailAs } from '../blockchain-api/api-call.ts';

/** The catalogue entry each call fails with, the HTTP error or the mismatch kept as its cause. */
const FAILS_AS = {
  tokens: 'SWAP_TOKENS_UNAVAILABLE',
  quote: 'SWAP_QUOTE_UNAVAILABLE',
  allowance: 'SWAP_ALLOWANCE_FAILED',
  approval: 'SWAP_APPROVAL_BUILD_FAILED',
  swap: 'SWAP_TRANSACTION_BUILD_FAILED',
  gasPrice: 'SWAP_GAS_PRICE_UNAVAILABLE',
} as const satisfies Record<string, ErrorCode>;

const failAs = (code: ErrorCode): FailAs => (cause) => catalogueError(code, { cause });

/** A built transaction that is not the one asked for: nothing of it reaches the wallet. */
function mismatch(what: string): never {
  throw catalogueError('SWAP_TRANSACTION_MISMATCH', { cause: new Error(`the convert API answered ${what}`) });
}

/** The 0x address of a CAIP-10 eip155 account, or undefined. */
function plainAddress(caip10: string): `0x${string}` | undefined {
  try {
    const { namespace, address } = parseCaipAddress(caip10);
    return namespace === SWAP_NAMESPACE && isAddress(address, { strict: false }) ? address : undefined;
  } catch {
    return undefined;
  }
}

function networkOf(caip10: string): string {
  const { namespace, reference } = parseCaipAddress(caip10);
  return `${namespace}:${reference}`;
}

const sameAccount = (left: string, right: string): boolean => left.toLowerCase() === right.toLowerCase();

/**
 * Reown's convert API (`/v1/convert/*` and `/v1/fungible/price` of the blockchain API), as AppKit 1.7.6
 * calls it (BlockchainApiController.ts:257-420), with three differences that keep the visitor's funds
 * theirs: an approval is built for the exact amount (the service reads `amount`, approve.rs:21; AppKit
 * never sends it, so its approvals are unlimited); every built transaction is checked against what was
 * asked before it is handed on; and a price is asked per token, as the service prices only the first
 * address of a request (fungible_price.rs:67).
 *
 * `serves` is the blockchain API's own network list (`/v1/supported-chains`): as in AppKit, on a
 * network it does not serve the reads answer "nothing" and the builds fail with the catalogue's texts.
 */
export function createReownConvertSource(http: HttpPort, config: RemoteConfig, serves: (caipNetworkId: string) => Promise<boolean>): SwapSourcePort {
  const call = createApiCaller(http, config);

  async function servesAccount(caip10: string): Promise<boolean> {
    try {
      return await serves(networkOf(caip10));
    } catch {
      return false;
    }
  }

  return {
    async tokens(caipNetworkId) {
      if (!(await serves(caipNetworkId))) return [];
      const { tokens } = await call({ path: '/v1/convert/tokens', query: { chainId: caipNetworkId } }, ApiSwapTokenListSchema, failAs(FAILS_AS.tokens));
      return tokens.map(({ eip2612: _eip2612, logoUri, ...token }) => ({ ...token, logoUri: logoUri ?? undefined }));
    },

    async quote({ from, to, amount, gasPrice }) {
      if (!(await servesAccount(from))) return undefined;
      const query = { amount: amount.toString(), from, to, gasPrice: gasPrice?.toString() };
      const { quotes } = await call({ path: '/v1/convert/quotes', query }, ApiSwapQuotesSchema, failAs(FAILS_AS.quote));
      const quote = quotes[0];
      if (!quote) return undefined;
      // A quote for another pair or amount is not an answer to this question.
      if (quote.fromAmount !== amount || !sameAccount(quote.fromAccount, from) || !sameAccount(quote.toAccount, to)) {
        throw catalogueError(FAILS_AS.quote, { cause: new Error('the quote is for another pair or amount') });
      }
      return { fromAmount: quote.fromAmount, toAmount: quote.toAmount };
    },

    async allowance(token, owner) {
      if (!(await servesAccount(token))) return 0n;
      const answer = await call({ path: '/v1/convert/allowance', query: { tokenAddress: token, userAddress: owner } }, ApiSwapAllowanceSchema, failAs(FAILS_AS.allowance));
      return answer.allowance;
    },

    async buildApproval({ token, to, amount }) {
      if (!(await servesAccount(token))) throw catalogueError('SWAPS_NETWORK_NOT_SUPPORTED');
      const query = { from: token, to, amount: amount.toString() };
      const { tx } = await call({ path: '/v1/convert/build-approve', query }, ApiSwapApproveSchema, failAs(FAILS_AS.approval));
      const target = plainAddress(token);
      // AppKit sends the approval to `tx.from` (SwapController.ts:627); it must be the token asked about.
      if (!target || !sameAccount(tx.from, token)) mismatch('an approval for another token');
      if (tx.value !== 0n) mismatch('an approval that pays the network coin');
      const approval = decodeApproval(tx.data as `0x${string}`);
      if (!approval || approval.amount !== amount) mismatch('an approval for another amount');
      return { to: target, data: tx.data as `0x${string}`, value: 0n, gasPrice: tx.eip155?.gasPrice, spender: approval.spender };
    },

    async buildSwap({ from, to, amount, owner, slippagePercent }) {
      if (!(await servesAccount(from))) throw catalogueError('SWAPS_NETWORK_NOT_SUPPORTED');
      const body = { projectId: config.projectId, amount: amount.toString(), from, to, userAddress: owner, eip155: { slippage: slippagePercent }, disableEstimate: true };
      // A build is not a read: sent once, as AppKit's POST.
      const { tx } = await call({ method: 'POST', path: '/v1/convert/build-transaction', body, retry: false, sdkQuery: false }, ApiSwapTransactionSchema, failAs(FAILS_AS.swap));
      const router = plainAddress(tx.to);
      if (!router || networkOf(tx.to) !== networkOf(from)) mismatch('a swap on another network');
      if (!sameAccount(tx.from, owner)) mismatch('a swap for another account');
      const native = sameAccount(parseCaipAddress(from).address, SWAP_NATIVE_TOKEN_ADDRESS);
      const transaction: SwapTransaction = { to: router, data: tx.data as `0x${string}`, value: native ? amount : 0n, gas: tx.eip155?.gas, gasPrice: tx.eip155?.gasPrice };
      return { ...transaction, toAmount: tx.amount };
    },

    async gasPrice(caipNetworkId) {
      if (!(await serves(caipNetworkId))) throw catalogueError('GAS_PRICE_NETWORK_NOT_SUPPORTED');
      const answer = await call({ path: '/v1/convert/gas-price', query: { chainId: caipNetworkId } }, ApiGasPriceSchema, failAs(FAILS_AS.gasPrice));
      return answer.standard;
    },

    async prices(addresses) {
      const found = new Map<string, number>();
      await Promise.all(
        addresses.map(async (address) => {
          if (!(await servesAccount(address))) return;
          const body = { projectId: config.projectId, currency: 'usd', addresses: [address] };
          try {
            // A price is a read: safe to ask again after a failed attempt.
            const { fungibles } = await call({ method: 'POST', path: '/v1/fungible/price', body, retry: true, sdkQuery: false }, ApiFungiblePriceSchema, failAs('SWAP_PRICE_UNAVAILABLE'));
            const item = fungibles.find((entry) => sameAccount(entry.address, address));
            if (item) found.set(address, item.price);
          } catch {
            // A token without a price shows no USD figure; the swap itself does not need one.
          }
        }),
      );
      return found;
    },
  };
}

/** The spender and amount of an ERC-20 `approve(spender, amount)` call, or undefined for any other calldata. */
function decodeApproval(data: `0x${string}`): { readonly spender: `0x${string}`; readonly amount: bigint } | undefined {
  try {
    // Exactly the selector and two words: trailing bytes could mean something to a proxy token.
    if (size(data) !== 68) return undefined;
    const call = decodeFunctionData({ abi: erc20Abi, data });
    return call.functionName === 'approve' ? { spender: call.args[0], amount: call.args[1] } : undefined;
  } catch {
    return undefined;
  }
}
