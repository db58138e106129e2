import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { OnrampOptions } from '../../domain/onramp/onramp-options.ts';
import type { CoinbasePayDestination, OnrampProviderName } from '../../domain/onramp/onramp-providers.ts';
import type { OnrampQuote } from '../../domain/onramp/onramp-quote.ts';
import { Store } from '../stores/store.ts';

/**
 * Where a purchase stands: `loading` the options, `quoting` the amount typed, `ready` to choose a
 * provider, `opening` while the provider's page is prepared in the window opened on the click,
 * `waiting` for the purchase to reach the account, `arrived` once the balance rose. `refused` when
 * buying is not offered here at all (the region or the network): nothing else is possible.
 */
export type OnrampStatus = 'idle' | 'loading' | 'quoting' | 'ready' | 'opening' | 'waiting' | 'arrived' | 'refused';

/** A provider the visitor may buy from on the network in view. */
export interface OnrampOffer {
  /** The provider, by walletport's name of it. */
  readonly name: OnrampProviderName;
  /** The provider's name as the list shows it. */
  readonly label: string;
  /** As the provider list shows it beside "Fees", e.g. `1-2%`. */
  readonly feeRange: string;
  /** Coinbase: the chain the purchase lands on (another than the visitor's when `isFallback`); Meld asks on its page. */
  readonly coinbase: CoinbasePayDestination | undefined;
}

/** The purchase whose provider window is open and whose arrival is watched for. */
export interface OnrampPending {
  /** The provider whose page is open. */
  readonly provider: OnrampProviderName;
  /** Coinbase: where the purchase arrives. */
  readonly coinbase: CoinbasePayDestination | undefined;
  /** Clock time after which the watch gives up (ONRAMP_PURCHASE_NOT_SEEN). */
  readonly until: number;
}

/** What the account holds of what rose once the purchase arrived: a decimal amount and its symbol. */
export interface OnrampArrival {
  /** The balance now held, as decimal text. */
  readonly balance: string;
  /** Its ticker. */
  readonly symbol: string;
}

/** Where buying crypto (`kit.flows.onramp.state`) stands: the options, the form, the quote, the purchase. */
export interface OnrampState {
  /** Where the purchase stands. */
  readonly status: OnrampStatus;
  /** The network (CAIP-2) the options and providers are for. */
  readonly network: string | undefined;
  /** What can be bought and paid with; undefined until loaded. */
  readonly options: OnrampOptions | undefined;
  /** The options are AppKit's fixed fallback: the service gave none, or does not serve this network. */
  readonly fallbackOptions: boolean;
  /** Whether a quote is asked at all: only where the service serves the network. */
  readonly quotesOffered: boolean;
  /** A payment currency's `id` (`USD`), its method's `id` (`CARD`) and the purchase currency's `symbol` (`ETH`), from the options. */
  readonly paymentCurrency: string;
  /** The payment method's `id` (`CARD`). */
  readonly paymentMethod: string;
  /** The purchase currency's `symbol` (`ETH`). */
  readonly purchaseCurrency: string;
  /** The amount to pay, as the visitor typed it. */
  readonly amount: string;
  /** The price of the amount typed; undefined until quoted, or where quotes are not offered. */
  readonly quote: OnrampQuote | undefined;
  /** The providers the visitor may buy from. */
  readonly providers: readonly OnrampOffer[];
  /** The purchase under way, while its provider's window is open. */
  readonly pending: OnrampPending | undefined;
  /** What arrived, once the balance rose. */
  readonly arrival: OnrampArrival | undefined;
  /** Why the last step failed or buying is refused here (a catalogue error). */
  readonly error: WalletportError | undefined;
}

export const INITIAL_ONRAMP_STATE: OnrampState = {
  status: 'idle',
  network: undefined,
  options: undefined,
  fallbackOptions: false,
  quotesOffered: false,
  paymentCurrency: '',
  paymentMethod: '',
  purchaseCurrency: '',
  amount: '',
  quote: undefined,
  providers: [],
  pending: undefined,
  arrival: undefined,
  error: undefined,
};

export class OnrampStore extends Store<OnrampState> {
  constructor() {
    super(INITIAL_ONRAMP_STATE);
  }
}
