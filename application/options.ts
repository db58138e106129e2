import { checkedOptions } from './option-checks.ts';
import { withDirectoryImage } from '../domain/network/catalogue/network-image-ids.ts';
import { resolveFeatures } from '../domain/options/resolve-features.ts';
import { isThemeMode, type AppMetadata, type ThemeMode } from '../domain/options/options.ts';
import { checkOptions } from '../domain/options/options-alerts.ts';
import type { AppKitNetwork } from '../domain/network/to-caip-network.ts';
import type { CaipNetwork } from '../domain/network/network.ts';
import type { ChainAdapterDescriptor, CustomRpcUrls } from './ports/chain-adapter.port.ts';
import type { ClockPort } from './ports/clock.port.ts';
import type { EnvironmentPort } from './ports/environment.port.ts';
import type { ErrorReporterPort } from './ports/error-reporter.port.ts';
import type { StoragePort } from './ports/storage.port.ts';
import type { WalletDiscoveryPort } from './ports/wallet-discovery.port.ts';
import type { AuthProviderPort } from './ports/auth-provider.port.ts';
import type { SiwxConfig } from './ports/siwx.port.ts';
import type { AppKitConfig, ConfiguredTokens } from './config.ts';
import { configuredTokens } from './configured-tokens.ts';
import { resolveSwapSources } from '../domain/swap/swap-sources.ts';
import { resolveOnrampConfig } from '../domain/onramp/onramp-config.ts';
import type { EndpointsConfig } from './endpoints.ts';
import type { RemotePortOverrides } from './ports/remote-ports.ts';
import type { WalletConnectPort } from './ports/walletconnect.port.ts';
import type { PopupPort } from './ports/popup.port.ts';
import { plainThemeVariables, type ThemeVariables } from '../domain/theme/theme.ts';
import type { CustomWallet } from '../domain/options/option-types.ts';
import { checkedLocale } from '../domain/options/locale-tag.ts';

/** Ports an integrator may replace; anything left out gets the default adapter. */
export interface PortOverrides extends RemotePortOverrides {
  /** Where the connection, recent wallets and sessions persist; the default is the browser's localStorage (memory where it is unavailable). */
  readonly storage?: StoragePort;
  /** Time and timers; the default is the real clock. Tests pass a virtual one. */
  readonly clock?: ClockPort;
  /** What the page runs on (mobile or desktop, the page's address, opening links); the default reads the browser. */
  readonly environment?: EnvironmentPort;
  /** Where errors the modal catches are reported; the default writes them to the console. */
  readonly errorReporter?: ErrorReporterPort;
  /** One discovery adapter or several (one per mechanism); the default is EIP-6963. */
  readonly walletDiscovery?: WalletDiscoveryPort | readonly WalletDiscoveryPort[];
  /** The embedded wallet's auth provider (secure frame); absent means no AUTH connector. */
  readonly authProvider?: AuthProviderPort;
  /** WalletConnect pairing; the default is the universal-provider adapter (loaded on first use). */
  readonly walletConnect?: WalletConnectPort;
  /** The social login's pop-up window and the page's messages; the default is the browser's. */
  readonly popups?: PopupPort;
}

/** WalletConnect settings (`createAppKit({ walletConnect })`). */
export interface WalletConnectOptions {
  /** The relay both sides meet on; `wss://relay.walletconnect.org` by default. */
  readonly relayUrl?: string;
}

/** The embedded wallet (`createAppKit({ embeddedWallet })`): a visitor without a wallet signs in by e-mail. */
export interface EmbeddedWalletOptions {
  /**
   * The secure frame's page, on an origin of its own (`https://wallet.example.com/frame`): the reference
   * frame of `walletport/embedded-server`, or any frame speaking the same protocol. Keys and session
   * tokens stay on that origin.
   */
  readonly frameUrl: string;
}

/** The options of `createAppKit`. */
export interface AppKitOptions {
  /**
   * The project id from the Reown (WalletConnect) dashboard. WalletConnect, the wallet directory, the RPC
   * proxy and the blockchain API need it; without it the modal shows an alert and offers injected wallets only.
   */
  readonly projectId?: string;
  /** walletport's networks or AppKit's (`walletport/networks`, viem chains); each is checked at createAppKit. */
  readonly networks: readonly AppKitNetwork[];
  /** The network selected before a wallet says otherwise; the first of `networks` when absent. Usually one of `networks`. */
  readonly defaultNetwork?: AppKitNetwork;
  /**
   * The chain adapters, as AppKit's `adapters` (`walletport/adapters/wagmi`, `…/ethers`, `…/solana`,
   * `…/bitcoin`, or a family's descriptor from `walletport/chains/*`): one per chain family of `networks`.
   */
  readonly adapters?: readonly ChainAdapterDescriptor[];
  /** Your app as wallets show it when they pair over WalletConnect and in sign-in messages. */
  readonly metadata?: AppMetadata;
  /** The modal's colour scheme; `dark` by default. */
  readonly themeMode?: ThemeMode;
  /** As AppKit: when true, `open()` goes straight to the WalletConnect QR code (All Wallets on mobile) instead of the Connect view; false by default. */
  readonly manualWCControl?: boolean;
  /** Lists the browser-extension wallets that announce themselves by EIP-6963; true by default. */
  readonly enableEIP6963?: boolean;
  /** Offers WalletConnect (QR code and mobile deep links); true by default. */
  readonly enableWalletConnect?: boolean;
  /** When true, a wallet on a network outside `networks` stays connected without being asked to switch; false by default. */
  readonly allowUnsupportedChain?: boolean;
  /** When a wallet is on a network outside `networks`, the modal asks it to switch; true by default. */
  readonly enableNetworkSwitch?: boolean;
  /** Embedded mode, as AppKit's: the modal never closes, it shows Account when connected and Connect otherwise; false by default. */
  readonly enableEmbedded?: boolean;
  /** RPC URLs of your own per CAIP network id, tried before the proxy and the network's own. */
  readonly customRpcUrls?: CustomRpcUrls;
  /** WalletConnect directory ids of the wallets listed first in the Connect view, in this order. */
  readonly featuredWalletIds?: readonly string[];
  /** WalletConnect directory ids: when set, only these wallets of the directory are listed. */
  readonly includeWalletIds?: readonly string[];
  /** WalletConnect directory ids of wallets never listed. */
  readonly excludeWalletIds?: readonly string[];
  /** AppKit's older sign-in option, accepted for the type only: setting it with `siwx` throws at createAppKit. Use `siwx`. */
  readonly siweConfig?: unknown;
  /** Sign in with a wallet message; see `SiwxConfig`. */
  readonly siwx?: SiwxConfig;
  /** Replacements for the default adapters of the ports (storage, clock, remote services, wallets); mostly for tests. */
  readonly ports?: PortOverrides;
  /** Base URLs of the remote services; defaults are the spec's. */
  readonly endpoints?: Partial<EndpointsConfig>;
  /** Feature flags. */
  readonly features?: Readonly<Record<string, unknown>>;
  /** WalletConnect settings (the relay). */
  readonly walletConnect?: WalletConnectOptions;
  /** The embedded wallet's secure frame; without it the e-mail and social logins are off. */
  readonly embeddedWallet?: EmbeddedWalletOptions;
  /**
   * The page's Content-Security-Policy nonce. Only used where the browser lacks constructable
   * stylesheets and the modal falls back to a `<style>` element, which a strict `style-src` refuses
   * without it.
   */
  readonly cspNonce?: string;
  /** AppKit's theme variables (`--w3m-accent`, `--w3m-font-family`, …); a value that is not valid CSS is ignored with a warning. */
  readonly themeVariables?: ThemeVariables;
  /** Wallets of the site's own, listed in the Connect view's custom group (AppKit's `customWallets`). */
  readonly customWallets?: readonly CustomWallet[];
  /** "Haven't got a wallet?" and the wallet guide under the Connect view; on unless `false`. */
  readonly enableWalletGuide?: boolean;
  /** Shown in the legal checkbox (`features.legalCheckbox`) and the Connect view's footer. */
  readonly termsConditionsUrl?: string;
  /** Shown in the legal checkbox (`features.legalCheckbox`) and the Connect view's footer, beside the terms. */
  readonly privacyPolicyUrl?: string;
  /** The language of the modal's words (a BCP 47 tag, `en` by default); right-to-left languages lay out right to left. */
  readonly locale?: string;
  /** Words of the modal to replace, by message key (see `Messages`). */
  readonly messages?: Readonly<Record<string, string>>;
  /**
   * A token per network (`{ 'eip155:1': { address: '0x…', image: 'https://…' } }`), as AppKit takes it:
   * its balance, read from the chain, is listed in the Account view's Tokens and can be sent. EVM networks.
   */
  readonly tokens?: ConfiguredTokens;
  /**
   * Where the Swap view gets its quotes and transactions: `uniswapV2` names a Uniswap V2 router and the
   * tokens it offers per network (`{ 'eip155:8453': { router: '0x…', tokens: ['0x…'] } }`), read on chain
   * with no service asked; elsewhere Reown's convert API (with a `projectId`) on `convertNetworks`,
   * AppKit's swap networks by default.
   */
  readonly swapSources?: {
    /** Per CAIP network id, a Uniswap V2 router and the tokens offered there; quotes are read on chain. */
    readonly uniswapV2?: Readonly<
      Record<
        string,
        {
          /** The router contract's address (0x…). */
          readonly router: string;
          /** The ERC-20 addresses (0x…) offered besides the native currency. */
          readonly tokens?: readonly string[];
        }
      >
    >;
    /** The CAIP network ids where Reown's convert API quotes swaps; AppKit's swap networks when absent. */
    readonly convertNetworks?: readonly string[];
  };
  /**
   * Buying crypto (the Account view's "Buy crypto"): `country` (ISO 3166-1 alpha-2, `US` by default) and
   * `subdivision` say whose currencies and limits the service lists. `sites` points a provider's purchase
   * page at another origin (https, or http on loopback): for testing against local stand-ins only.
   */
  readonly onramp?: {
    /** The buyer's country, ISO 3166-1 alpha-2; `US` by default. */
    readonly country?: string;
    /** The buyer's region within the country (ISO 3166-2 code, e.g. `NY`), where the service needs it. */
    readonly subdivision?: string;
    /** Another origin for a provider's purchase page, for tests against local stand-ins. */
    readonly sites?: {
      /** The origin of Coinbase's purchase page. */
      readonly coinbase?: string;
      /** The origin of Meld's purchase page. */
      readonly meld?: string;
    };
  };
}

/** The options after createAppKit's checks: every network a CaipNetwork. */
export type CheckedAppKitOptions = Omit<AppKitOptions, 'networks' | 'defaultNetwork'> & {
  readonly networks: readonly CaipNetwork[];
  readonly defaultNetwork?: CaipNetwork | undefined;
};

/** A list option from untyped JavaScript: keeps the non-empty strings, drops anything else. */
function stringList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length > 0).slice(0, 500) : [];
}

/** Keeps only well-formed entries: `{ 'eip155:1': [{ url: 'https://…' }] }`. */
function customRpcUrls(value: unknown): CustomRpcUrls {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([id, list]) => {
    if (!Array.isArray(list)) return [];
    const urls = list.filter(
      (item): item is { url: string } => typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string' && /^https?:\/\//.test((item as { url: string }).url),
    );
    return urls.length > 0 ? [[id, urls.map((item) => ({ url: item.url }))] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** The frame's address when it is an absolute http(s) URL; anything else leaves the e-mail login off. */
function frameUrl(value: unknown): string | undefined {
  return httpUrl(typeof value === 'object' && value !== null ? (value as { frameUrl?: unknown }).frameUrl : undefined);
}

/**
 * Turns options into the config the services run on. Networks with a malformed CAIP id are a
 * programming error and throw a clear message; a missing project id becomes an alert, not a crash.
 */
export function resolveConfig(options: AppKitOptions): AppKitConfig {
  const checked = checkedOptions(options);
  const networks = checked.networks.map(withDirectoryImage);
  // Still one of the site's networks (the same object) when it names one.
  const defaultNetwork = checked.defaultNetwork && (networks.find((network) => network.caipNetworkId === checked.defaultNetwork?.caipNetworkId) ?? withDirectoryImage(checked.defaultNetwork));
  return {
    projectId: typeof options.projectId === 'string' ? options.projectId : '',
    networks,
    defaultNetwork,
    metadata: options.metadata,
    themeMode: isThemeMode(options.themeMode) ? options.themeMode : 'dark',
    manualWCControl: options.manualWCControl === true,
    enableEIP6963: options.enableEIP6963 !== false,
    enableWalletConnect: options.enableWalletConnect !== false,
    allowUnsupportedChain: options.allowUnsupportedChain === true,
    enableNetworkSwitch: options.enableNetworkSwitch !== false,
    enableEmbedded: options.enableEmbedded === true,
    features: resolveFeatures(options.features),
    customRpcUrls: customRpcUrls(options.customRpcUrls),
    featuredWalletIds: stringList(options.featuredWalletIds),
    includeWalletIds: stringList(options.includeWalletIds),
    excludeWalletIds: stringList(options.excludeWalletIds),
    alerts: checkOptions(options).alerts,
    cspNonce: typeof options.cspNonce === 'string' && options.cspNonce !== '' ? options.cspNonce : undefined,
    embeddedWalletFrameUrl: frameUrl(options.embeddedWallet),
    // Only the value types are checked here; whether each is valid CSS is for the modal to judge.
    themeVariables: plainThemeVariables(options.themeVariables),
    customWallets: customWallets(options.customWallets),
    enableWalletGuide: options.enableWalletGuide !== false,
    termsConditionsUrl: httpUrl(options.termsConditionsUrl),
    privacyPolicyUrl: httpUrl(options.privacyPolicyUrl),
    locale: checkedLocale(options.locale),
    messages: stringRecord(options.messages),
    tokens: configuredTokens(options.tokens),
    swapSources: resolveSwapSources(options.swapSources),
    onramp: resolveOnrampConfig(options.onramp),
  };
}

/** An absolute http(s) address, or nothing: a `javascript:` link never reaches an anchor. */
function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function stringRecord(value: unknown): Readonly<Record<string, string>> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Custom wallets with a string id and name; links other than http(s) or an app scheme are dropped. */
function customWallets(value: unknown): readonly CustomWallet[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 100).flatMap((item: unknown): CustomWallet[] => {
    if (typeof item !== 'object' || item === null) return [];
    const raw = item as Record<string, unknown>;
    if (typeof raw['id'] !== 'string' || raw['id'] === '' || typeof raw['name'] !== 'string' || raw['name'] === '') return [];
    const link = (key: string): Record<string, string> => {
      const given = raw[key];
      return typeof given === 'string' && !/^\s*(javascript|data|vbscript):/i.test(given) ? { [key]: given } : {};
    };
    return [{ id: raw['id'], name: raw['name'], ...link('homepage'), ...link('image_url'), ...link('mobile_link'), ...link('desktop_link'), ...link('webapp_link'), ...link('app_store'), ...link('play_store') }];
  });
}
