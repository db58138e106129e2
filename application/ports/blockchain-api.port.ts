import type { ErrorCode } from '../../domain/errors/catalogue.ts';
import type { ApiBalance } from '../../domain/schemas/api-balance.ts';
import type { ApiIdentity, ApiNameRecord, ApiNameSuggestion } from '../../domain/schemas/api-names.ts';
import type { ApiTransaction } from '../../domain/schemas/api-transactions.ts';

/** A page of an account's transaction history, as the blockchain API's `account/{address}/history` takes it. */
export interface TransactionsRequest {
  /** The account's address. */
  readonly account: string;
  /** The cursor of the page to read (a previous page's `next`); absent for the first page. */
  readonly cursor?: string | undefined;
  /** Lists only the purchases made with this on-ramp provider. */
  readonly onramp?: 'coinbase' | 'meld' | undefined;
  /** The browser's HTTP cache mode for this read, as AppKit passes it to fetch (the service has no `cache` field). */
  readonly cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | undefined;
  /** CAIP-2 id of the network in view, e.g. `eip155:1`. */
  readonly chainId?: string | undefined;
  /** Aborts the request (a newer read replaced it). */
  readonly signal?: AbortSignal | undefined;
}

/** One page of an account's transaction history. */
export interface TransactionsPage {
  /** The page's transactions, newest first, as the service sends them. */
  readonly data: readonly ApiTransaction[];
  /** Cursor of the next page; undefined on the last one. */
  readonly next: string | undefined;
}

/** A signed request to register a WalletConnect name for an address. */
export interface RegisterNameRequest {
  /** The network in view (CAIP-2); when given, a network the service does not serve registers nothing. */
  readonly caipNetworkId?: string | undefined;
  /** The ENSIP-11 coin type of the address's chain (60 on Ethereum mainnet). */
  readonly coinType: number;
  /** The address the name points to. */
  readonly address: string;
  /** The account's signature of `message`. */
  readonly signature: string;
  /** The registration message the account signed: JSON of the name, its attributes and a timestamp in seconds. */
  readonly message: string;
}

/**
 * The blockchain API. Failures reject with a WalletportError whose shortMessage is the
 * catalogue entry of that call (see BLOCKCHAIN_API_ERRORS), the HttpError kept as its cause.
 */
export interface BlockchainApiPort {
  /** One page of an account's transaction history. */
  fetchTransactions(request: TransactionsRequest): Promise<TransactionsPage>;
  /**
   * `forceUpdate`: CAIP-10 addresses of the tokens whose cached balance the service refreshes (after a
   * send). A network the service does not serve fails with the balance entry.
   */
  getBalance(address: string, caipNetworkId: string, options?: { readonly forceUpdate?: readonly string[] }): Promise<readonly ApiBalance[]>;
  /**
   * The name calls take the network in view (CAIP-2), as AppKit asks only on networks the service
   * lists in `supported-chains`: there they answer "nothing found" without asking. Undefined when the
   * name is not registered.
   */
  lookupName(name: string, caipNetworkId?: string): Promise<ApiNameRecord | undefined>;
  /** The names registered for an address; empty when there are none. */
  reverseLookup(address: string, caipNetworkId?: string): Promise<readonly ApiNameRecord[]>;
  /** An address's ENS name and avatar, as the service's identity endpoint answers. */
  fetchIdentity(address: string, caipNetworkId?: string): Promise<ApiIdentity>;
  /** Names like `name` that are still free to register. */
  getNameSuggestions(name: string, caipNetworkId?: string): Promise<readonly ApiNameSuggestion[]>;
  /** Registers a name; the record made, or undefined on a network the service does not serve. */
  registerName(request: RegisterNameRequest): Promise<ApiNameRecord | undefined>;
  /** Whether the service serves a network (its `supported-chains`); a port without it serves every one. */
  servesNetwork?(caipNetworkId: string): Promise<boolean>;
}

/** The catalogue entry (its exact text) of each call's failure; "Error registering name {name}" gets the name filled in. */
export const BLOCKCHAIN_API_ERRORS = {
  transactions: 'FAILED_TO_FETCH_TRANSACTIONS',
  balance: 'TOKEN_BALANCE_UNAVAILABLE',
  lookupName: 'ERROR_RESOLVING_NAME',
  reverseLookup: 'ERROR_FETCHING_NAMES_FOR_ADDRESS',
  suggestions: 'ERROR_FETCHING_NAME_SUGGESTIONS',
  registerName: 'ERROR_REGISTERING_NAME',
  identity: 'ERROR_FETCHING_IDENTITY',
} as const satisfies Record<string, ErrorCode>;
