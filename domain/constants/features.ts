// The features and their defaults.
/**
 * A social login's provider, as the `features.socials` option names it: Farcaster signs in with its
 * own QR code, every other one through an OAuth pop-up.
 */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook';
/** Every {@link SocialProvider}, in the modal's default order. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const satisfies readonly SocialProvider[];
// Compiles only while the list holds every provider: one added to the type alone fails here.
type ListedSocial<T extends (typeof SOCIAL_PROVIDERS)[number]> = T;
type EverySocialProviderListed = ListedSocial<SocialProvider>;

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

export const CONNECTOR_GROUPS = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number];

export interface Features {
  readonly swaps: boolean;
  readonly onramp: boolean;
  readonly receive: boolean;
  readonly send: boolean;
  readonly email: boolean;
  readonly emailShowWallets: boolean;
  readonly socials: readonly SocialProvider[] | false;
  readonly connectorTypeOrder: readonly ConnectorGroup[] | undefined;
  readonly history: boolean;
  readonly analytics: boolean;
  readonly allWallets: boolean;
  readonly legalCheckbox: boolean;
  readonly smartSessions: boolean;
  readonly collapseWallets: boolean;
  readonly walletFeaturesOrder: readonly WalletFeature[];
  readonly connectMethodsOrder: readonly ConnectMethod[] | undefined;
  readonly pay: boolean;
}

export const DEFAULT_SOCIALS: readonly SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send'];

export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIALS,
  connectorTypeOrder: undefined,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectMethodsOrder: undefined,
  pay: false,
};
