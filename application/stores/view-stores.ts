import { inject, injectable } from 'inversify';
import { LegalConsent } from '../connect/legal-consent.ts';
import { AllWalletsStore } from '../all-wallets/index.ts';
import { ConnectionStore } from './connection.store.ts';
import { AccountStore, ConnectorStore, FeaturesStore, ModalStore, NetworkStore, SnackbarStore } from './stores.ts';
import { WalletDataStore } from './wallet-data.store.ts';
import { WalletConnectPairingStore } from '../walletconnect/walletconnect.store.ts';

/**
 * The state the modal's views read that belongs to no single flow: the modal itself, accounts and
 * networks per namespace, connectors, the snackbar, the connection, the wallet directory and pairing,
 * the features in force.
 */
@injectable()
export class ViewStores {
  constructor(
    @inject(ModalStore) readonly modal: ModalStore,
    @inject(AccountStore) readonly accounts: AccountStore,
    @inject(NetworkStore) readonly network: NetworkStore,
    @inject(ConnectorStore) readonly connectors: ConnectorStore,
    @inject(SnackbarStore) readonly snackbar: SnackbarStore,
    @inject(ConnectionStore) readonly connection: ConnectionStore,
    @inject(WalletDataStore) readonly walletData: WalletDataStore,
    @inject(AllWalletsStore) readonly allWallets: AllWalletsStore,
    @inject(WalletConnectPairingStore) readonly pairing: WalletConnectPairingStore,
    @inject(FeaturesStore) readonly features: FeaturesStore,
    /** The terms consent the Connect view shows and writes; the connect commands read it. */
    @inject(LegalConsent) readonly legalConsent: LegalConsent,
  ) {}
}
