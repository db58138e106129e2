/** Transaction as the activity API returns it (only the fields the rules read are typed). */
export interface TransactionTransfer {
  /** The token moved, when it is a fungible one. */
  readonly fungible_info?: {
    /** The token's ticker, e.g. `USDC`. */
    readonly symbol?: string;
    /** The token's icon. */
    readonly icon?: {
      /** The icon's URL. */
      readonly url?: string;
    };
  };
  /** The NFT moved, when it is one. */
  readonly nft_info?: {
    /** The NFT's name. */
    readonly name?: string;
    /** The NFT's media. */
    readonly content?: {
      /** Its preview image. */
      readonly preview?: {
        /** The preview's URL. */
        readonly url?: string;
      };
    };
    /** What the service knows of it. */
    readonly flags?: {
      /** True for an NFT the service marks as spam (the list leaves those out). */
      readonly is_spam?: boolean;
    };
  };
  /** How much moved. */
  readonly quantity?: {
    /** The amount in whole units, as a decimal string. */
    readonly numeric?: string;
  };
  /** `in`, `out` or `self`, from the account's side. */
  readonly direction?: string;
}

/** One transaction of the account's history, as the blockchain API lists it. */
export interface Transaction {
  /** The service's id of the transaction. */
  readonly id: string;
  /** What the transaction was. */
  readonly metadata: {
    /** When it was mined, ISO 8601. */
    readonly minedAt: string;
    /** The CAIP-2 id of its network. */
    readonly chain: string;
    /** Its hash on that network, which its explorer link is built from (blockchain-api src/handlers/history.rs:54). */
    readonly hash: string;
    /** Its kind as the service names it, e.g. `send`, `receive`, `trade`. */
    readonly operationType: string;
    /** Its status as the service names it, e.g. `confirmed`. */
    readonly status: string;
    /** The sending address. */
    readonly sentFrom: string;
    /** The receiving address (a contract for a call). */
    readonly sentTo: string;
  };
  /** The tokens and NFTs it moved; empty for a plain contract call. */
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
