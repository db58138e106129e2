/** Token balance. `address` is absent for the native token. */
export interface TokenBalance {
  /** The token's name, e.g. `USD Coin`. */
  readonly name: string;
  /** The token's ticker, e.g. `USDC`. */
  readonly symbol: string;
  /** The CAIP-2 id of the network it is on, e.g. `eip155:1`. */
  readonly chainId: string;
  /** The token's contract address; absent for the native currency. */
  readonly address?: string;
  /** The holding's worth in US dollars, when the blockchain API knows it. */
  readonly value?: number;
  /** One token's price in US dollars; 0 when unknown (the native currency, tokens of the `tokens` option). */
  readonly price: number;
  /** Decimals as a string, numeric as a decimal string (base units already divided out). */
  readonly quantity: {
    /** How many decimals the token has, as a string (`"6"`). */
    readonly decimals: string;
    /** The balance in whole units, as a decimal string (`"12.5"`). */
    readonly numeric: string;
  };
  /** The token's icon URL; empty when there is none. */
  readonly iconUrl: string;
}

/** Tokens with zero decimals are dropped as low quality. */
export function dropLowQualityTokens(balances: readonly TokenBalance[]): readonly TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0');
}

/** The native currency of a network as a token balance (no address), for lists that mix it with tokens. */
export function nativeTokenBalance(input: {
  readonly caipNetworkId: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** Decimal string of the balance in whole units, e.g. "9998.5". */
  readonly numeric: string;
}): TokenBalance {
  return {
    name: input.name,
    symbol: input.symbol,
    chainId: input.caipNetworkId,
    price: 0,
    quantity: { decimals: String(input.decimals), numeric: input.numeric },
    iconUrl: '',
  };
}
