import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { SwapToken } from '../../domain/swap/swap-token.ts';
import { Store } from '../stores/store.ts';

/**
 * Where a swap stands: `loading` the token list, `quoting` an amount, `ready` to approve or swap,
 * `approving` or `swapping` while the wallet prompts and the transaction is mined, `swapped` after.
 * A failure leaves the form as it was and says why in `error`.
 */
export type SwapStatus = 'idle' | 'loading' | 'quoting' | 'ready' | 'approving' | 'swapping' | 'swapped';

/** The quote the form shows, in base units; what the visitor approves is exactly this. */
export interface SwapQuoteView {
  /** How much of the token sold the swap takes. */
  readonly fromAmount: bigint;
  /** How much of the token bought it gives, as quoted. */
  readonly toAmount: bigint;
  /** The least the swap may buy: the quote less the slippage. A fresh quote below it stops the swap. */
  readonly minimumReceived: bigint;
  /** One whole sold token in bought tokens, for display. */
  readonly rate: string | undefined;
  /** How far the swap moves the price against the visitor, in percent; undefined when unknown. */
  readonly priceImpactPercent: number | undefined;
  /** In the network coin's smallest unit, and in USD; undefined when unknown. */
  readonly networkFee: bigint | undefined;
  /** The network fee in USD; undefined when unknown. */
  readonly networkFeeUsd: number | undefined;
  /** The approval the swap needs first, for exactly the amount sold; undefined when none is needed. */
  readonly approval: SwapApprovalNeeded | undefined;
}

/** An approval a swap needs before it can be sent. */
export interface SwapApprovalNeeded {
  /** The contract the approval allows to move the token sold. */
  readonly spender: `0x${string}`;
  /** Exactly the amount sold, in the token's smallest unit. */
  readonly amount: bigint;
}

/** Where Swap (`kit.flows.swap.state`) stands: the form, its tokens and prices, the quote. */
export interface SwapState {
  /** Where the swap stands. */
  readonly status: SwapStatus;
  /** The network (CAIP-2) the tokens and quote are for. */
  readonly network: string | undefined;
  /** The tokens the network's swap source offers. */
  readonly tokens: readonly SwapToken[];
  /** USD per whole token, by CAIP-10 address; a token without a price is absent. */
  readonly prices: Readonly<Record<string, number>>;
  /** The token sold, once chosen. */
  readonly from: SwapToken | undefined;
  /** The token bought, once chosen. */
  readonly to: SwapToken | undefined;
  /** The amount as the visitor typed it. */
  readonly amount: string;
  /** The quote of the form as it stands; undefined until there is one. */
  readonly quote: SwapQuoteView | undefined;
  /** Hash of the last swap the wallet sent and the network mined. */
  readonly lastHash: string | undefined;
  /** Why the last step failed (a catalogue error, `code` SWAP_…). */
  readonly error: WalletportError | undefined;
}

export const INITIAL_SWAP_STATE: SwapState = {
  status: 'idle',
  network: undefined,
  tokens: [],
  prices: {},
  from: undefined,
  to: undefined,
  amount: '',
  quote: undefined,
  lastHash: undefined,
  error: undefined,
};

/**
 * Whether the form may be swapped as it stands: a quote ready, no approval pending, and the balance
 * enough. Any other error in the state was about an earlier press and does not stop a new one.
 */
export function canSwap(state: SwapState): boolean {
  return state.status === 'ready' && state.quote !== undefined && state.quote.approval === undefined && state.error?.code !== 'SWAP_INSUFFICIENT_BALANCE';
}

export class SwapStore extends Store<SwapState> {
  constructor() {
    super(INITIAL_SWAP_STATE);
  }
}
