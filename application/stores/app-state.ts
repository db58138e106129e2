import type { AppKitConfig } from '../config.ts';
import { AccountTypeStore } from '../account-type/account-type.store.ts';
import { AllWalletsStore } from '../all-wallets/all-wallets.store.ts';
import { SiteNetworksStore } from '../network/site-networks.ts';
import { token } from '../token.ts';
import { ConnectionStore } from './connection.store.ts';
import { SiwxStore } from '../siwx/siwx.store.ts';
import { AccountStore, ConnectorStore, FeaturesStore, ModalStore, NetworkStore, SnackbarStore } from './stores.ts';
import { WalletDataStore } from './wallet-data.store.ts';
import { WalletConnectPairingStore } from '../walletconnect/walletconnect.store.ts';

/**
 * The state slices more than one capability reads, held in one place the way wagmi's `config.state` is.
 * Each slice has one owner that writes it (the account and connection: connect; the network: network;
 * the modal: the modal; the pairing: WalletConnect; and so on); everyone else only reads. A flow's own
 * form state (send, names, the logins) stays inside its capability.
 */
export interface AppState {
  readonly modal: ModalStore;
  readonly features: FeaturesStore;
  readonly accounts: AccountStore;
  readonly network: NetworkStore;
  /** The networks the site offers (the options', then the host page's additions and removals). */
  readonly siteNetworks: SiteNetworksStore;
  readonly connection: ConnectionStore;
  readonly connectors: ConnectorStore;
  readonly snackbar: SnackbarStore;
  readonly siwx: SiwxStore;
  readonly pairing: WalletConnectPairingStore;
  readonly accountType: AccountTypeStore;
  readonly walletData: WalletDataStore;
  readonly allWallets: AllWalletsStore;
}

export function createAppState(config: AppKitConfig): AppState {
  return {
    modal: new ModalStore(config),
    features: new FeaturesStore(config),
    accounts: new AccountStore(),
    network: new NetworkStore(),
    siteNetworks: new SiteNetworksStore(config.networks),
    connection: new ConnectionStore(),
    connectors: new ConnectorStore(),
    snackbar: new SnackbarStore(),
    siwx: new SiwxStore(),
    pairing: new WalletConnectPairingStore(),
    accountType: new AccountTypeStore(),
    walletData: new WalletDataStore(),
    allWallets: new AllWalletsStore(),
  };
}

/**
 * The state by itself, for the composition root: the embedded wallet's auth provider reads the modal slice,
 * and the runtime (which carries the state as `runtime.state`) is built from that provider. Capabilities
 * read `runtime.state`.
 */
export const APP_STATE = token<AppState>('AppState');
