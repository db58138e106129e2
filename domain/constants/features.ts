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

/**
 * The modal's features (AppKit's `features` option), each resolved to its default when the site left
 * it out: what the modal offers and in which order.
 */
export interface Features {
  /** The Swap view and its entry in the account view. On by default. */
  readonly swaps: boolean;
  /** Buying crypto through an on-ramp provider. On by default. */
  readonly onramp: boolean;
  /** The Receive view, with the address and its QR code. On by default. */
  readonly receive: boolean;
  /** The Send view. On by default. */
  readonly send: boolean;
  /** E-mail login to the embedded wallet. On by default. */
  readonly email: boolean;
  /** Whether the wallets show beside the e-mail field; off keeps them behind "Continue with a wallet". On by default. */
  readonly emailShowWallets: boolean;
  /** The social logins offered, in order; false for none. All seven by default. */
  readonly socials: readonly SocialProvider[] | false;
  /** The order of the Connect view's wallet groups; AppKit's order when undefined. */
  readonly connectorTypeOrder: readonly ConnectorGroup[] | undefined;
  /** The account's activity (transaction history). On by default. */
  readonly history: boolean;
  /** Sending the modal's analytics events. On by default. */
  readonly analytics: boolean;
  /** The "All Wallets" entry and its searchable list. On by default. */
  readonly allWallets: boolean;
  /** The terms checkbox the visitor ticks before connecting. Off by default. */
  readonly legalCheckbox: boolean;
  /** AppKit's smart sessions: taken for AppKit's options, and offered by no view. Off by default. */
  readonly smartSessions: boolean;
  /** Whether the wallets wait behind "Continue with a wallet" on the Connect view. Off by default. */
  readonly collapseWallets: boolean;
  /** The order of the account view's actions (onramp, swaps, receive, send). */
  readonly walletFeaturesOrder: readonly WalletFeature[];
  /** The order of the Connect view's ways in (email, social, wallet); AppKit's order when undefined. */
  readonly connectMethodsOrder: readonly ConnectMethod[] | undefined;
  /** Pay (`walletport/pay`). Off by default. */
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
