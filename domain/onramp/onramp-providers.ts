import type { ChainNamespace } from '../caip/caip.ts';

/*
 * Onramp facts as AppKit 1.7.6 fixes them, taken from reown-com/appkit at tag
 * @reown/appkit-controllers@1.7.6, packages/controllers/src/utils/ConstantsUtil.ts unless said
 * otherwise. The line numbers beside each value point there, so a later AppKit can be compared value
 * by value.
 */

/** The namespaces onramp is offered on (ConstantsUtil.ts:209): the same two the chain families say. */
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[];

export type OnrampNamespace = (typeof ONRAMP_NAMESPACES)[number];

/** An on-ramp provider the visitor may buy from: Coinbase Pay, or Meld. */
export type OnrampProviderName = 'coinbase' | 'meld';

export interface OnrampProvider {
  readonly name: OnrampProviderName;
  /** What the provider list shows as its name. */
  readonly label: string;
  /** What the provider list shows beside "Fees". */
  readonly feeRange: string;
  readonly namespaces: readonly OnrampNamespace[];
}

/** The providers, in AppKit's order (ConstantsUtil.ts:11-26). */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', namespaces: ['eip155'] },
  { name: 'meld', label: 'Meld.io', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
];

/**
 * The chain names Coinbase Pay delivers on (ConstantsUtil.ts:64-73). Coinbase reads them in the
 * widget URL's `defaultNetwork` and in each destination wallet's `blockchains`.
 */
export const COINBASE_PAY_CHAINS = ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'] as const;

export type CoinbasePayChain = (typeof COINBASE_PAY_CHAINS)[number];

/** Where Coinbase Pay delivers when the visitor's network is none of its chains (ConstantsUtil.ts:75). */
export const COINBASE_PAY_FALLBACK_CHAIN: CoinbasePayChain = 'ethereum';

/**
 * Each Coinbase Pay chain by CAIP-2 id. AppKit looks the chain up by the network's display name
 * (ConstantsUtil.ts:77-86: "Ethereum", "Arbitrum One", "Polygon", "Berachain", "Avalanche",
 * "OP Mainnet", "Celo", "Base", the names of those eight mainnets); walletport keys it by id, because a
 * site may call its networks whatever it likes and a renamed Base must still deliver on Base.
 */
const COINBASE_PAY_CHAIN_BY_NETWORK: Readonly<Record<string, CoinbasePayChain>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
};

/** Where a Coinbase purchase lands for a network: its own chain, or the fallback (`isFallback`) on any other. */
/** Where a Coinbase Pay purchase arrives. */
export interface CoinbasePayDestination {
  /** Coinbase Pay's name of the chain (`base`, `ethereum`, …). */
  readonly chain: CoinbasePayChain;
  /**
   * The purchase arrives on another network than the visitor's (the same address on Ethereum): the
   * view should say so before the provider opens.
   */
  readonly isFallback: boolean;
}

export function coinbasePayDestination(caipNetworkId: string): CoinbasePayDestination {
  const chain = Object.hasOwn(COINBASE_PAY_CHAIN_BY_NETWORK, caipNetworkId) ? COINBASE_PAY_CHAIN_BY_NETWORK[caipNetworkId] : undefined;
  return chain ? { chain, isFallback: false } : { chain: COINBASE_PAY_FALLBACK_CHAIN, isFallback: true };
}

/** CAIP-2: a namespace of 3-8 lower-case letters, digits or '-', a reference of 1-32 of [-_a-zA-Z0-9]. */
const CAIP_NETWORK_ID = /^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$/;

/** Whether onramp is offered on a namespace (exactly `eip155` or `solana`). */
export function isOnrampNamespace(namespace: unknown): namespace is OnrampNamespace {
  return typeof namespace === 'string' && (ONRAMP_NAMESPACES as readonly string[]).includes(namespace);
}

/**
 * The providers that sell on a network (CAIP-2), in AppKit's order; none for a malformed id or a
 * namespace without onramp. As in AppKit (w3m-onramp-providers-view/index.ts:69-73) a provider is
 * offered on every network of its namespaces: Coinbase on an EVM network it does not deliver on
 * delivers on Ethereum instead (see `coinbasePayDestination`).
 */
export function onrampProvidersFor(caipNetworkId: unknown): readonly OnrampProvider[] {
  if (typeof caipNetworkId !== 'string') return [];
  const namespace = CAIP_NETWORK_ID.exec(caipNetworkId)?.[1];
  if (!isOnrampNamespace(namespace)) return [];
  return ONRAMP_PROVIDERS.filter((provider) => provider.namespaces.includes(namespace));
}

/** The provider of that name, if it is one. */
export function onrampProvider(name: unknown): OnrampProvider | undefined {
  return ONRAMP_PROVIDERS.find((provider) => provider.name === name);
}
