import type { ChainNamespace } from '../caip/caip.ts';
import { namespacesWith } from '../chain-families/registry.ts';
import type { Features, WalletFeature } from '../constants/features.ts';

/** The view each wallet feature opens (AppKit's names for the feature views). */
export const WALLET_FEATURE_VIEWS = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
} as const satisfies Record<WalletFeature, string>;

/**
 * Sending and onramp work on eip155 and solana; swaps are EVM only. Receiving needs nothing
 * but an address, so every family has it.
 */
const FEATURE_FAMILIES: Readonly<Record<WalletFeature, readonly ChainNamespace[] | 'all'>> = {
  onramp: namespacesWith('onramp'),
  swaps: namespacesWith('swaps'),
  receive: 'all',
  send: namespacesWith('send'),
};

/** What the network in view offers beyond its family: a swap source (see swapSourceFor). */
export interface NetworkOffers {
  readonly swaps: boolean;
}

/**
 * The wallet features the Account view offers, in `walletFeaturesOrder` (by default onramp, swaps,
 * receive, send): each only with its feature on and on a family it works on, and Swap only on a network
 * where the site has a swap source, as AppKit shows it only on its swap networks
 * (w3m-account-wallet-features-widget/index.ts:314). A feature named twice in the order shows once.
 */
export function walletFeatureRows(
  features: Pick<Features, WalletFeature | 'walletFeaturesOrder'>,
  namespace: ChainNamespace | undefined,
  offers: NetworkOffers = { swaps: true },
): readonly WalletFeature[] {
  const rows: WalletFeature[] = [];
  for (const feature of features.walletFeaturesOrder) {
    if (rows.includes(feature) || features[feature] !== true) continue;
    const families = FEATURE_FAMILIES[feature];
    if (families !== 'all' && (namespace === undefined || !families.includes(namespace))) continue;
    if (feature === 'swaps' && !offers.swaps) continue;
    rows.push(feature);
  }
  return rows;
}
