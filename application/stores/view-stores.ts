import { inject, injectable } from 'inversify';
import { Connect } from '../connect/connect.ts';
import type { LegalConsent } from '../connect/legal-consent.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import type { AllWalletsStore } from '../all-wallets/index.ts';
import type { ConnectionStore } from './connection.store.ts';
import type { AccountStore, ConnectorStore, FeaturesStore, ModalStore, NetworkStore, SnackbarStore } from './stores.ts';
import type { WalletDataStore } from './wallet-data.store.ts';
import type { SiteNetworksStore } from '../network/site-networks.ts';
import type { WalletConnectPairingStore } from '../walletconnect/walletconnect.store.ts';

/**
 * The state the modal's views read that belongs to no single flow: the modal itself, accounts and
 * networks per namespace, connectors, the snackbar, the connection, the wallet directory and pairing,
 * the features and the site's networks in force.
 */
@injectable()
export class ViewStores {
  readonly modal: ModalStore;
  readonly accounts: AccountStore;
  readonly network: NetworkStore;
  readonly connectors: ConnectorStore;
  readonly snackbar: SnackbarStore;
  readonly connection: ConnectionStore;
  readonly walletData: WalletDataStore;
  readonly allWallets: AllWalletsStore;
  readonly pairing: WalletConnectPairingStore;
  readonly features: FeaturesStore;
  /** The networks the site offers, with the host page's run-time additions and removals. */
  readonly siteNetworks: SiteNetworksStore;
  /** The terms consent the Connect view shows and writes; the connect commands read it. */
  readonly legalConsent: LegalConsent;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Connect) connect: Connect,
  ) {
    this.legalConsent = connect.consent;
    const { state } = runtime;
    this.modal = state.modal;
    this.accounts = state.accounts;
    this.network = state.network;
    this.connectors = state.connectors;
    this.snackbar = state.snackbar;
    this.connection = state.connection;
    this.walletData = state.walletData;
    this.allWallets = state.allWallets;
    this.pairing = state.pairing;
    this.features = state.features;
    this.siteNetworks = state.siteNetworks;
  }
}
