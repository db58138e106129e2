import type { ChainNamespace } from '../caip/caip.ts';
import type { AccountType } from '../account/account-types.ts';
import type { Features } from '../constants/features.ts';
import type { AppMetadata } from './options.ts';

/**
 * A wallet of the site's own (AppKit's `customWallets` item). One with an app link for the device pairs
 * through WalletConnect and opens the app; one with only a web app or homepage opens that page.
 */
export interface CustomWallet {
  /** A unique id of your choosing. */
  readonly id: string;
  /** The name listed in the Connect view. */
  readonly name: string;
  /** The wallet's website, opened when it has no app link and no web app. */
  readonly homepage?: string;
  /** The wallet's icon URL. */
  readonly image_url?: string;
  /** The mobile app's deep link (`mywallet://`), opened with the pairing URI on a phone. */
  readonly mobile_link?: string;
  /** The desktop app's deep link, opened with the pairing URI on a computer. */
  readonly desktop_link?: string;
  /** The wallet's web app, opened in a new tab when the device has no app link. */
  readonly webapp_link?: string;
  /** The iOS App Store page. */
  readonly app_store?: string;
  /** The Google Play page. */
  readonly play_store?: string;
}

/** Options (the ones the spec lists; integrators may pass more). */
export interface Options {
  readonly features: Partial<Features>;
  readonly projectId: string;
  readonly sdkType: string;
  readonly sdkVersion: string;
  readonly defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>;
  readonly enableNetworkSwitch: boolean;
  readonly customRpcUrls: Readonly<Record<string, readonly { readonly url: string }[]>>;
  readonly allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  readonly includeWalletIds: readonly string[];
  readonly excludeWalletIds: readonly string[];
  readonly featuredWalletIds: readonly string[];
  readonly tokens: Readonly<Record<string, { readonly address: string; readonly image?: string }>>;
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  readonly customWallets: readonly CustomWallet[];
  readonly isSiweEnabled: boolean;
  readonly metadata: AppMetadata | undefined;
  readonly enableEIP6963: boolean;
  readonly enableWalletConnect: boolean;
  readonly enableWalletGuide: boolean;
  readonly enableWallets: boolean;
  readonly siwx: unknown;
  readonly enableEmbedded: boolean;
  readonly allowUnsupportedChain: boolean;
  readonly manualWCControl: boolean;
}
