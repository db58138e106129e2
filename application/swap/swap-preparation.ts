import { catalogueError } from '../../domain/errors/catalogue.ts';
import { SWAP_SLIPPAGE_PERCENT, isSwapNativeToken } from '../../domain/swap/swap-constants.ts';
import { summarizeSwapQuote } from '../../domain/swap/swap-quote.ts';
import type { SwapToken } from '../../domain/swap/swap-token.ts';
import type { ContractCallInput } from '../ports/chain-adapter.port.ts';
import type { SwapTransaction } from '../ports/swap-source.port.ts';
import type { SwapAccount } from './swap-account.ts';
import type { SwapQuoteView } from './swap.store.ts';

/** What a quote was worked out for and the approval it prepared: exactly what is later sent. */
export interface PreparedSwap {
  readonly from: SwapToken;
  readonly to: SwapToken;
  readonly units: bigint;
  readonly view: SwapQuoteView;
  readonly approval: SwapTransaction | undefined;
}

export interface SwapQuestion {
  readonly from: SwapToken;
  readonly to: SwapToken;
  readonly units: bigint;
  /** USD per whole token, by CAIP-10 address. */
  readonly prices: Readonly<Record<string, number>>;
}

/**
 * The quote the form shows for selling `units` of `from`: the source's amount, the approval the swap
 * needs first when the allowance is short (built now, so the spender and amount shown are the ones
 * sent), and the figures (rate, minimum received, fee, price impact). No route is SWAP_NO_ROUTE.
 */
export async function prepareSwap(account: SwapAccount, { from, to, units, prices }: SwapQuestion): Promise<PreparedSwap> {
  const { source } = account;
  const nativeSold = isSwapNativeToken(from.address);
  const [quote, gasPrice, allowance] = await Promise.all([
    source.quote({ from: from.address, to: to.address, amount: units }),
    source.gasPrice(account.network.caipNetworkId).catch(() => undefined),
    nativeSold ? Promise.resolve(units) : source.allowance(from.address, account.caipAddress),
  ]);
  if (!quote) throw catalogueError('SWAP_NO_ROUTE');
  const approval = allowance < units ? await source.buildApproval({ token: from.address, to: to.address, amount: units }) : undefined;
  // The fee of the swap itself; before an approval the swap cannot be estimated, so it stays unknown.
  const gas = approval ? undefined : await swapGas(account, from, to, units);
  const native = account.network.nativeCurrency;
  const summary = summarizeSwapQuote({
    fromAmount: quote.fromAmount,
    fromDecimals: from.decimals,
    fromUsdPrice: prices[from.address],
    toAmount: quote.toAmount,
    toDecimals: to.decimals,
    toUsdPrice: prices[to.address],
    gas: gas?.gas,
    gasPrice: gas?.gasPrice ?? gasPrice,
    nativeDecimals: native.decimals,
    nativeUsdPrice: Object.entries(prices).find(([address]) => isSwapNativeToken(address))?.[1],
  });
  const view: SwapQuoteView = {
    fromAmount: quote.fromAmount,
    toAmount: quote.toAmount,
    minimumReceived: summary.minimumReceived,
    rate: summary.rate,
    priceImpactPercent: summary.priceImpactPercent,
    networkFee: gas?.fee ?? summary.networkFee,
    networkFeeUsd: gas?.fee === undefined ? summary.networkFeeUsd : undefined,
    approval: approval ? { spender: approval.spender, amount: units } : undefined,
  };
  return { from, to, units, view, approval };
}

/** Gas of the swap as its source built it, or the chain's estimate of the most it may cost. */
async function swapGas(account: SwapAccount, from: SwapToken, to: SwapToken, units: bigint): Promise<{ gas?: bigint; gasPrice?: bigint; fee?: bigint } | undefined> {
  try {
    const built = await account.source.buildSwap({ from: from.address, to: to.address, amount: units, owner: account.caipAddress, slippagePercent: SWAP_SLIPPAGE_PERCENT });
    if (built.gas !== undefined && built.gasPrice !== undefined) return { gas: built.gas, gasPrice: built.gasPrice };
    const fee = await account.adapter.estimateCallFee?.(account.network, callInput(account, built));
    return fee === undefined ? undefined : { fee };
  } catch {
    // A fee that cannot be worked out is shown as unknown; the wallet shows its own before sending.
    return undefined;
  }
}

/** The wallet request of a built transaction, from the account to its contract. */
export function callInput(account: SwapAccount, transaction: SwapTransaction): ContractCallInput {
  return { network: account.network, from: account.address, to: transaction.to, value: transaction.value, data: transaction.data, gas: transaction.gas };
}

/** The account's balance of the sold token, from the chain; undefined when it cannot be read. */
export async function heldBalance(account: SwapAccount, token: SwapToken): Promise<bigint | undefined> {
  try {
    if (isSwapNativeToken(token.address)) return (await account.adapter.getBalance(account.network, account.address)).value;
    const tokenAddress = token.address.slice(token.address.lastIndexOf(':') + 1);
    return (await account.adapter.getTokenBalance?.(account.network, { address: account.address, tokenAddress }))?.value;
  } catch {
    return undefined;
  }
}
