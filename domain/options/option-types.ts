import type { ChainNamespace } from '../caip/caip.ts';
import type { AccountType } from '../account/account-types.ts';
import type { Features } from '../constants/features.ts';
import type { AppMetadata } from './options.ts';

export interface CustomWallet {
  readonly id: string;
  readonly name: string;
  readonly homepage?: string;
  readonly image_url?: string;
  readonly mobile_link?: string;
  readonly desktop_link?: string;
  readonly webapp_link?: string;
  readonly app_store?: string;
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
