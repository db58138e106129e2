import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import type { AccountType, PreferredAccountType } from '../../domain/account/account-types.ts';
import type { Features } from '../../domain/constants/features.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { resolveFeatures } from '../../domain/options/resolve-features.ts';
import { toCaipNetwork, type AppKitNetwork } from '../../domain/network/to-caip-network.ts';
import { withDirectoryImage } from '../../domain/network/catalogue/network-image-ids.ts';
import type { AppKitConfig } from '../config.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import type { AccountStore, FeaturesStore, ModalStore } from '../stores/stores.ts';
import { derivedState, type StateObservable } from '../stores/state-observable.ts';
import { AccountTypeFlow, type AccountTypeService } from '../account-type/index.ts';
import { Wallets, type ConnectorService, type SessionRegistry } from '../wallets/wallets.ts';
import { NamesFlow, type Identity, type NameLookupService } from '../names/index.ts';
import { Network, type SiteNetworksStore } from '../network/index.ts';
import type { SnackbarService } from '../services/snackbar.service.ts';

/** How a namespace's wallet was connected, in AppKit's provider-id words. */
export type ProviderType = 'ANNOUNCED' | 'WALLET_CONNECT' | 'AUTH';

/** The wallet provider of each connected namespace, and how it was connected. */
export interface ConnectedProviders {
  readonly providers: Partial<Record<ChainNamespace, WalletProvider>>;
  readonly providerIds: Partial<Record<ChainNamespace, ProviderType>>;
}

const PROVIDER_TYPES = { WALLET: 'ANNOUNCED', WALLET_CONNECT: 'WALLET_CONNECT', AUTH: 'AUTH' } as const;

/**
 * What a host page may ask of an instance besides connecting: messages in the snackbar, the loading
 * flag, features and networks changed after creation, the connected wallets' providers, an address's
 * identity and the preferred account type. Features and networks changed here are state (the features
 * slice, the site's networks), so every reader sees the change at once; the options object is never written.
 */
export class HostCommandsService {
  /** Changes whenever a namespace connects, disconnects or changes wallet. */
  readonly providers: StateObservable<ConnectedProviders>;
  private lastProviders: ConnectedProviders = { providers: {}, providerIds: {} };

  private readonly config: AppKitConfig;
  private readonly snackbar: SnackbarService;
  private readonly modal: ModalStore;
  private readonly accounts: AccountStore;
  private readonly features: FeaturesStore;
  private readonly siteNetworks: SiteNetworksStore;
  private readonly sessions: SessionRegistry;
  private readonly connectors: ConnectorService;
  private readonly names: NameLookupService;
  private readonly accountTypes: AccountTypeService;

  /** Writes the loading flag of the modal slice and the features slice; reads the accounts. */
  constructor(
    runtime: AppRuntime,
    wallets: Wallets,
    names: NamesFlow,
    accountTypes: AccountTypeFlow,
    private readonly network: Network,
  ) {
    const { state } = runtime;
    this.config = runtime.config;
    this.snackbar = runtime.snackbar;
    this.modal = state.modal;
    this.accounts = state.accounts;
    this.features = state.features;
    this.siteNetworks = state.siteNetworks;
    this.sessions = wallets.sessions;
    this.connectors = wallets.connectors;
    this.names = names.lookup;
    this.accountTypes = accountTypes.service;
    this.providers = derivedState([state.accounts], () => this.readProviders());
  }

  showErrorMessage(message: string): void {
    this.snackbar.showError(String(message));
  }

  showSuccessMessage(message: string): void {
    this.snackbar.showSuccess(String(message));
  }

  setLoading(loading: boolean): void {
    this.modal.update({ loading: loading === true });
  }

  /** Merged over the current features; each field is checked as at creation (a wrong type keeps its value). */
  updateFeatures(features: Partial<Features>): void {
    this.features.update((current) => ({ features: resolveFeatures({ ...current.features, ...features }) }));
  }

  networks(namespace?: ChainNamespace): readonly CaipNetwork[] {
    return this.siteNetworks.list(namespace);
  }

  /**
   * Adds a network to the site's, checked here and given its directory image, so the table of network
   * images stays out of the page's first script. One already there is left as is.
   */
  addNetwork(namespace: ChainNamespace, network: AppKitNetwork): void {
    this.network.siteNetworks.add(namespace, withDirectoryImage(toCaipNetwork(network)));
  }

  /** Removes a network of the site's; the last one of the instance stays (a modal needs one network). */
  removeNetwork(namespace: ChainNamespace, id: string | number): void {
    this.network.siteNetworks.remove(namespace, id);
  }

  provider(namespace: ChainNamespace): WalletProvider | undefined {
    return this.readProviders().providers[namespace];
  }

  identity(address: string): Promise<Identity | undefined> {
    return this.names.identity(address);
  }

  preferredAccountType(namespace: ChainNamespace): AccountType {
    return this.accountTypes.preferredAccountType(namespace);
  }

  setPreferredAccountType(type: PreferredAccountType, namespace: ChainNamespace): Promise<PreferredAccountType> {
    return this.accountTypes.setPreferredAccountType(type, namespace);
  }

  /** The same object while nothing changed, as a snapshot for React must be. */
  private readProviders(): ConnectedProviders {
    const providers: Partial<Record<ChainNamespace, WalletProvider>> = {};
    const providerIds: Partial<Record<ChainNamespace, ProviderType>> = {};
    for (const [namespace, account] of Object.entries(this.accounts.getSnapshot()) as [ChainNamespace, { status: string; connectorId?: string } | undefined][]) {
      if (account?.status !== 'connected' || !account.connectorId) continue;
      const provider = this.sessions.provider(namespace) ?? this.connectors.provider(account.connectorId, namespace);
      if (!provider) continue;
      providers[namespace] = provider;
      providerIds[namespace] = PROVIDER_TYPES[connectionKindOf(account.connectorId)];
    }
    const previous = this.lastProviders;
    const same = (a: object, b: object): boolean =>
      Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);
    if (same(previous.providers, providers) && same(previous.providerIds, providerIds)) return previous;
    this.lastProviders = { providers, providerIds };
    return this.lastProviders;
  }
}

export const HostCommands = defineCapability(
  'host',
  { runtime: RUNTIME, wallets: Wallets, names: NamesFlow, accountTypes: AccountTypeFlow, network: Network },
  ({ runtime, wallets, names, accountTypes, network }) => new HostCommandsService(runtime, wallets, names, accountTypes, network),
);
export type HostCommands = CapabilityParts<typeof HostCommands>;
