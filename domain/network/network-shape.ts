/**
 * A network's fields, with its namespace and CAIP id as plain strings. A module of its own with no
 * imports: the catalogued networks are checked against it, and the chain family records list them, so
 * it cannot depend on the namespace union those records define (`CaipNetwork` narrows both fields).
 */

export interface NativeCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface NetworkShape {
  readonly id: number | string;
  readonly chainNamespace: string;
  readonly caipNetworkId: string;
  readonly name: string;
  readonly nativeCurrency: NativeCurrency;
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[] };
    readonly chainDefault?: { readonly http: readonly string[] };
  };
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } };
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
  readonly testnet?: boolean;
}

/** A network of one family: its namespace and the namespace its CAIP id starts with are the family's. */
export type FamilyNetwork<Namespace extends string> = NetworkShape & {
  readonly chainNamespace: Namespace;
  readonly caipNetworkId: `${Namespace}:${string}`;
};
