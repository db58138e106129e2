import type { ChainNamespace } from '../caip/caip.ts';

/** Spec §9 onramp providers. */
export const ONRAMP_PROVIDERS = [
  { name: 'coinbase', feeRange: '1-2%', supportedChains: ['eip155'] },
  { name: 'meld', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] },
] as const satisfies readonly { name: string; feeRange: string; supportedChains: readonly ChainNamespace[] }[];

/** Spec §9 onramp fallback limits, in fiat units. */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: 10, max: 7_500 },
  bankAccount: { min: 10, max: 25_000 },
} as const;

export const COINBASE_PAY_CHAINS = [
  'ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base',
] as const;
export const COINBASE_PAY_FALLBACK_CHAIN = 'ethereum';

export function coinbasePayChain(name: string): (typeof COINBASE_PAY_CHAINS)[number] {
  const found = COINBASE_PAY_CHAINS.find((chain) => chain === name);
  return found ?? COINBASE_PAY_FALLBACK_CHAIN;
}

export function onrampProvidersFor(namespace: ChainNamespace): readonly (typeof ONRAMP_PROVIDERS)[number][] {
  return ONRAMP_PROVIDERS.filter((provider) => (provider.supportedChains as readonly string[]).includes(namespace));
}
