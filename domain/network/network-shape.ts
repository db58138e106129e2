/**
 * A network's fields, with its namespace and CAIP id as plain strings. A module of its own with no
 * imports: the catalogued networks are checked against it, and the chain family records list them, so
 * it cannot depend on the namespace union those records define (`CaipNetwork` narrows both fields).
 */

/** A network's native currency, as a viem chain's `nativeCurrency`. */
export interface NativeCurrency {
  /** The currency's display name, e.g. `Ether` or `Solana`. */
  readonly name: string;
  /** The ticker shown beside balances, e.g. `ETH`, `SOL`, `BTC`. */
  readonly symbol: string;
  /** How many decimals the smallest unit has: 18 for ETH (wei), 9 for SOL (lamports), 8 for BTC (satoshis). */
  readonly decimals: number;
}

/**
 * The fields every network has, whatever its family: viem's `Chain` fields plus AppKit's CAIP ones.
 * `CaipNetwork` and the catalogued networks of `walletport/networks` are this shape.
 */
export interface NetworkShape {
  /** The chain's own id: a number on eip155 (`1`, `137`), the CAIP-2 reference string on the other families. */
  readonly id: number | string;
  /** The chain family's CAIP-2 namespace: `eip155`, `solana`, `bip122`, `polkadot` or `cosmos`. */
  readonly chainNamespace: string;
  /** The CAIP-2 id, `namespace:reference`, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  readonly caipNetworkId: string;
  /** The name the modal shows for the network. */
  readonly name: string;
  /** The currency balances and fees are counted in. */
  readonly nativeCurrency: NativeCurrency;
  /**
   * The network's RPC endpoints, as viem's `rpcUrls`. Tried in this order: the options' `customRpcUrls`,
   * the WalletConnect RPC proxy (with a project id, on the chains it serves), `chainDefault`, `default`.
   */
  readonly rpcUrls: {
    /** The public endpoints, tried in order. */
    readonly default: {
      /** HTTP(S) (or WS(S)) URLs; on Bitcoin, esplora REST APIs rather than JSON-RPC. */
      readonly http: readonly string[];
    };
    /** Endpoints tried before `default`, as AppKit's `chainDefault`; usually absent. */
    readonly chainDefault?: {
      /** HTTP(S) (or WS(S)) URLs, tried in order. */
      readonly http: readonly string[];
    };
  };
  /** The block explorer the modal links transactions and addresses to; absent when the network has none. */
  readonly blockExplorers?: {
    /** The explorer linked to. */
    readonly default: {
      /** The explorer's name, e.g. `Etherscan`. */
      readonly name: string;
      /** The explorer's base URL, without a trailing slash. */
      readonly url: string;
    };
  };
  /** The network's icon: an image id of the WalletConnect asset directory, else a URL of your own; absent for a globe icon. */
  readonly assets?: {
    /** An image id of the WalletConnect asset directory (loaded with the project id); preferred when both are set. */
    readonly imageId?: string;
    /** An image URL of your own, shown when there is no image id or the directory is not loaded yet. */
    readonly imageUrl?: string;
  };
  /** True on a test network; absent or false on a mainnet. */
  readonly testnet?: boolean;
}

/**
 * A network of one chain family, as `walletport/networks` exports them (`solana`, `bitcoin`, `polkadot`,
 * `cosmosHub`, …): its namespace and the namespace its CAIP id starts with are the family's. Pass it in
 * `networks` like any `CaipNetwork`.
 */
export interface FamilyNetwork<Namespace extends string> extends NetworkShape {
  /** The family's CAIP-2 namespace. */
  readonly chainNamespace: Namespace;
  /** The CAIP-2 id, `namespace:reference`, in the family's namespace. */
  readonly caipNetworkId: `${Namespace}:${string}`;
}
