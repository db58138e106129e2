/** Token balance. `address` is absent for the native token. */
export interface TokenBalance {
  readonly name: string;
  readonly symbol: string;
  readonly chainId: string;
  readonly address?: string;
  readonly value?: number;
  readonly price: number;
  /** Decimals as a string, numeric as a decimal string (base units already divided out). */
  readonly quantity: { readonly decimals: string; readonly numeric: string };
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
