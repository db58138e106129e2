import type { SwapSourcesConfig } from '../domain/swap/swap-sources.ts';
import type { OnrampConfig } from '../domain/onramp/onramp-config.ts';
import type { CustomRpcUrls } from './ports/chain-adapter.port.ts';
import type { CaipNetwork } from '../domain/network/network.ts';
import type { AppMetadata, ThemeMode } from '../domain/options/options.ts';
import type { CatalogueEntry } from '../domain/errors/catalogue.ts';
import type { Features } from '../domain/constants/features.ts';
import type { ThemeVariables } from '../domain/theme/theme.ts';
import type { CustomWallet } from '../domain/options/option-types.ts';

/** Options after checking: what the services run on. */
export interface AppKitConfig {
  readonly projectId: string;
  readonly networks: readonly CaipNetwork[];
  readonly defaultNetwork: CaipNetwork | undefined;
  readonly metadata: AppMetadata | undefined;
  readonly themeMode: ThemeMode;
  readonly manualWCControl: boolean;
  readonly enableEIP6963: boolean;
  /** WalletConnect pairing offered (the QR row, directory wallets); on unless `false`. */
  readonly enableWalletConnect: boolean;
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  /** Embedded mode: the modal is part of the page and never closes. */
  readonly enableEmbedded: boolean;
  /** Features with their defaults, each field checked on its own (a wrong type keeps the default). */
  readonly features: Features;
  /** Per CAIP network id, RPC URLs that win over the project RPC host and the network's own. */
  readonly customRpcUrls: CustomRpcUrls;
  /** Wallet-directory ids shown first, then the recommended ones. */
  readonly featuredWalletIds: readonly string[];
  readonly includeWalletIds: readonly string[];
  readonly excludeWalletIds: readonly string[];
  /** Alerts found while checking the options (e.g. a missing project id). */
  readonly alerts: readonly CatalogueEntry[];
  /** Where the embedded wallet's secure frame is served (its own origin); absent: no e-mail login. */
  readonly embeddedWalletFrameUrl?: string | undefined;
  /** The page's CSP nonce for the modal's `<style>` fallback; absent when not given. */
  readonly cspNonce?: string | undefined;
  readonly themeVariables: ThemeVariables;
  readonly customWallets: readonly CustomWallet[];
  readonly enableWalletGuide: boolean;
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  /** The modal's language (BCP 47), `en` unless a well-formed tag was given. */
  readonly locale: string;
  /** Message overrides by key. */
  readonly messages: Readonly<Record<string, string>>;
  /** Tokens the site lists, one per CAIP network id: their balances are read from the chain. */
  readonly tokens?: ConfiguredTokens;
  /** Where swaps come from on each network (`swapSources` option). */
  readonly swapSources: SwapSourcesConfig;
  /** Buying crypto's country and provider sites (`onramp` option). */
  readonly onramp: OnrampConfig;
}

/** AppKit's `tokens` option: per CAIP network id (`eip155:1`), a token contract and its image. */
export type ConfiguredTokens = Readonly<
  Record<
    string,
    {
      /** The token's contract address (0x…). */
      readonly address: string;
      /** The token's icon URL; none when absent. */
      readonly image?: string;
    }
  >
>;
