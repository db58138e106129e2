import type { AccountSnapshot } from '../../application/app-kit.ts';
import type { CheckedAppKitOptions } from '../../application/options.ts';
import type { ConnectedProviders, ProviderType } from '../../application/host-commands/index.ts';
import type { Identity } from '../../application/names/index.ts';
import type { SiwxConfig } from '../../application/ports/siwx.port.ts';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { WalletInfo } from '../../application/stores/state.ts';
import type { AccountType, PreferredAccountType } from '../../domain/account/account-types.ts';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip/caip.ts';
import type { Features } from '../../domain/constants/features.ts';
import { startupError } from '../../domain/errors/startup-errors.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { AppKitNetwork } from '../../domain/network/to-caip-network.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import type { CoreLink } from './core-link.ts';
import { configuredNetworks } from './appkit-arguments.ts';

/** What `subscribeNetwork` hands its listener (AppKit's UseAppKitNetworkReturn without switchNetwork). */
export interface NetworkSnapshot {
  /** The selected network; undefined before one is selected. */
  readonly caipNetwork: CaipNetwork | undefined;
  /** The selected network's `id`: a number on eip155 (`1`), the CAIP-2 reference elsewhere; undefined before one is selected. */
  readonly chainId: number | string | undefined;
  /** The selected network's CAIP-2 id (`eip155:1`); undefined before one is selected. */
  readonly caipNetworkId: CaipNetworkId | undefined;
}

/** AppKit's client methods beyond open, close and the state: reads of the account, network, wallet and theme. */
export interface AppKitClientMethods {
  /** The connected account's address, of the active namespace or of `namespace`; undefined when not connected. */
  getAddress(namespace?: ChainNamespace): string | undefined;
  /** The connected account as CAIP-10 (`eip155:1:0x…`), of the active namespace or of `namespace`. */
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined;
  /** The selected network's `id`: a number on eip155 (`1`), the CAIP-2 reference elsewhere. */
  getChainId(): number | string | undefined;
  /** The configured networks, of every namespace or of `namespace`. */
  getCaipNetworks(namespace?: ChainNamespace): readonly CaipNetwork[];
  /** The selected network's `id`, as AppKit's method of this name answers it (the same as `getChainId`). */
  getCaipNetworkId(): number | string | undefined;
  /** The namespace of the selected network (`eip155`, `solana`, …); undefined before one is selected. */
  getActiveChainNamespace(): ChainNamespace | undefined;
  /** Whether an account is connected on the active namespace. */
  getIsConnectedState(): boolean;
  /** Calls `listener` when the selected network changes; returns the function that stops it. */
  subscribeNetwork(listener: (network: NetworkSnapshot) => void): () => void;
  /** Calls `listener` with the selected network when it changes; returns the function that stops it. */
  subscribeCaipNetworkChange(listener: (network: CaipNetwork | undefined) => void): () => void;
  /** The connected wallet's provider on the active namespace (an EIP-1193 provider on eip155). */
  getWalletProvider(): WalletProvider | undefined;
  /** How the wallet on the active namespace is connected (`INJECTED`, `WALLET_CONNECT`, `AUTH`, …). */
  getWalletProviderType(): ProviderType | undefined;
  /** The connected wallet's provider on `namespace`. */
  getProvider(namespace: ChainNamespace): WalletProvider | undefined;
  /** Calls `listener` with the providers by namespace when a wallet connects or goes; returns the function that stops it. */
  subscribeProviders(listener: (providers: ConnectedProviders['providers']) => void): () => void;
  /** The connected wallet's name and icon; undefined when not connected. */
  getWalletInfo(): WalletInfo | undefined;
  /** Calls `listener` when the connected wallet changes; returns the function that stops it. */
  subscribeWalletInfo(listener: (walletInfo: WalletInfo | undefined) => void): () => void;
  /** The theme variables in force (`--w3m-accent`, …). */
  getThemeVariables(): ThemeVariables;
  /** Calls `listener` when the theme mode or variables change; returns the function that stops it. */
  subscribeTheme(listener: (theme: AppKitTheme) => void): () => void;
  /** Whether the modal is open. */
  isOpen(): boolean;
  /** Shows `message` in the modal's error toast. */
  showErrorMessage(message: string): void;
  /** Shows `message` in the modal's success toast. */
  showSuccessMessage(message: string): void;
  /** Shows the modal's loading state, or ends it; `namespace` is taken for AppKit's signature and not read. */
  setLoading(loading: boolean, namespace?: ChainNamespace): void;
  /** Merged over the current features; each field is checked as at creation (a wrong type keeps its value). */
  updateFeatures(features: Partial<Features>): void;
  /**
   * AppKit's updateOptions: walletport takes the features, the site's `messages` (they replace the
   * ones given before) and the `locale`; the modal and the page's buttons follow at once. Other
   * options are fixed at creation.
   */
  updateOptions(options: { readonly features?: Partial<Features>; readonly messages?: Readonly<Record<string, string>>; readonly locale?: string }): void;
  /** A CaipNetwork or a viem chain (`walletport/networks`). */
  addNetwork(namespace: ChainNamespace, network: AppKitNetwork): void;
  /** Takes a network out of `namespace`'s configured ones, by its `id`. */
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void;
  /** The `siwx` option the instance was created with, if any. */
  getSIWX<Config = SiwxConfig>(): Config | undefined;
  /** The name and avatar of `address` on EVM mainnets; undefined when it has none. */
  fetchIdentity(request: { readonly address: string; readonly caipNetworkId?: CaipNetworkId }): Promise<Identity | undefined>;
  /** Switches the embedded wallet between its signer account (`eoa`) and its smart account, on `namespace`. */
  setPreferredAccountType(type: PreferredAccountType, namespace: ChainNamespace): Promise<void>;
  /** The embedded wallet's account type on `namespace`; undefined before the core has loaded. */
  getPreferredAccountType(namespace: ChainNamespace): AccountType | undefined;
}

/** What `subscribeTheme` hands its listener: the theme mode and variables in force. */
export interface AppKitTheme {
  /** `light` or `dark`. */
  readonly themeMode: ThemeMode;
  /** The theme variables in force. */
  readonly themeVariables: ThemeVariables;
}

/** Calls `listener` with `pick(value)` whenever it changes (by identity), as AppKit's subscribeKey does. */
function onChange<T, V>(subscribe: (listener: (value: T) => void) => () => void, initial: T, pick: (value: T) => V, listener: (value: V) => void): () => void {
  let last = pick(initial);
  return subscribe((value) => {
    const next = pick(value);
    if (Object.is(next, last)) return;
    last = next;
    listener(next);
  });
}

/**
 * AppKit's instance methods over the link to the core. Reads answer from what is loaded (the
 * options' initial values until the core arrives); commands wait for the core like every other.
 */
export function appKitClientMethods(link: CoreLink, options: CheckedAppKitOptions, account: (namespace?: ChainNamespace) => AccountSnapshot): AppKitClientMethods {
  const network = () => link.network.getSnapshot();
  const providers = (): ConnectedProviders => link.providers.getSnapshot();
  const networkSnapshot = (): NetworkSnapshot => {
    const caipNetwork = network().caipNetwork;
    return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId };
  };
  const features = (value: Partial<Features>): void => link.command((facade) => facade.host.updateFeatures(value));
  return {
    getAddress: (namespace) => account(namespace).address,
    getCaipAddress: (namespace) => account(namespace).caipAddress,
    getChainId: () => network().caipNetwork?.id,
    getCaipNetworks: (namespace) => configuredNetworks(link, options, namespace),
    getCaipNetworkId: () => network().caipNetwork?.id,
    getActiveChainNamespace: () => network().activeChain,
    getIsConnectedState: () => account().isConnected,
    subscribeNetwork: (listener) => onChange(link.network.subscribe, network(), (state) => state.caipNetwork, () => listener(networkSnapshot())),
    subscribeCaipNetworkChange: (listener) => onChange(link.network.subscribe, network(), (state) => state.caipNetwork, listener),
    getWalletProvider: () => {
      const active = network().activeChain;
      return active ? providers().providers[active] : undefined;
    },
    getWalletProviderType: () => {
      const active = network().activeChain;
      return active ? providers().providerIds[active] : undefined;
    },
    getProvider: (namespace) => providers().providers[namespace],
    subscribeProviders: (listener) => link.providers.subscribe((value) => listener(value.providers)),
    getWalletInfo: () => account().walletInfo,
    subscribeWalletInfo: (listener) => onChange(link.account().subscribe, account(), (snapshot) => snapshot.walletInfo, listener),
    getThemeVariables: () => link.modal.getSnapshot()?.themeVariables ?? {},
    subscribeTheme: (listener) =>
      link.modal.subscribe((modal) => {
        if (modal) listener({ themeMode: modal.themeMode, themeVariables: modal.themeVariables });
      }),
    isOpen: () => link.state.getSnapshot().open,
    showErrorMessage: (message) => link.command((facade) => facade.host.showErrorMessage(message)),
    showSuccessMessage: (message) => link.command((facade) => facade.host.showSuccessMessage(message)),
    setLoading: (loading) => link.command((facade) => facade.host.setLoading(loading)),
    updateFeatures: features,
    updateOptions: (value) => {
      if (!value || typeof value !== 'object') return;
      if (value.features) features(value.features);
      if (value.messages !== undefined || value.locale !== undefined) link.words.update({ messages: value.messages, locale: value.locale });
    },
    addNetwork: (namespace, added) => link.command((facade) => facade.host.addNetwork(namespace, added)),
    removeNetwork: (namespace, id) => link.command((facade) => facade.host.removeNetwork(namespace, id)),
    getSIWX: <Config>() => options.siwx as Config | undefined,
    fetchIdentity: async (request) => {
      if (typeof request?.address !== 'string') throw startupError('INVALID_ARGUMENT', { params: { name: 'fetchIdentity', expected: '{ address: string }' } });
      return (await link.live()).host.identity(request.address);
    },
    setPreferredAccountType: async (type, namespace) => {
      await (await link.live()).host.setPreferredAccountType(type, namespace);
    },
    getPreferredAccountType: (namespace) => link.loaded()?.host.preferredAccountType(namespace),
  };
}
