/** Transaction as the activity API returns it (only the fields the rules read are typed). */
export interface TransactionTransfer {
  readonly fungible_info?: { readonly symbol?: string; readonly icon?: { readonly url?: string } };
  readonly nft_info?: {
    readonly name?: string;
    readonly content?: { readonly preview?: { readonly url?: string } };
    readonly flags?: { readonly is_spam?: boolean };
  };
  readonly quantity?: { readonly numeric?: string };
  readonly direction?: string;
}

export interface Transaction {
  readonly id: string;
  readonly metadata: {
    readonly minedAt: string;
    readonly chain: string;
    readonly operationType: string;
    readonly status: string;
    readonly sentFrom: string;
    readonly sentTo: string;
  };
  readonly transfers: readonly TransactionTransfer[];
}

/** List state. */
export interface TransactionListState {
  /** The transactions read so far, newest first. */
  readonly transactions: readonly Transaction[];
  /** The cursor of the next page; undefined when there is none (or before the first read). */
  readonly next: string | undefined;
  /** True when the last read found nothing (or failed). */
  readonly empty: boolean;
  /** True while a page is read. */
  readonly loading: boolean;
  /** The CAIP-2 id of the network the list was read for; undefined before the first read. */
  readonly lastNetworkInView: string | undefined;
}

export const INITIAL_TRANSACTION_LIST_STATE: TransactionListState = {
  transactions: [],
  next: undefined,
  empty: false,
  loading: false,
  lastNetworkInView: undefined,
};
