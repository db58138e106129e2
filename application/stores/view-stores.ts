import { inject, injectable } from 'inversify';
import { ALL_WALLETS_STORE, type AllWalletsStore } from './all-wallets.store.ts';
import { CONNECTION_STORE, type ConnectionStore } from './connection.store.ts';
import { STORES, type AccountStore, type ConnectorStore, type ModalStore, type NetworkStore, type SnackbarStore } from './stores.ts';
import { WALLET_DATA_STORE, type WalletDataStore } from './wallet-data.store.ts';
import { WALLETCONNECT_PAIRING_STORE, type WalletConnectPairingStore } from './walletconnect.store.ts';

/**
 * The state the modal's views read that belongs to no single flow: the modal itself, accounts and
 * networks per namespace, connectors, the snackbar, the connection, the wallet directory and pairing.
 */
@injectable()
export class ViewStores {
  constructor(
    @inject(STORES.Modal) readonly modal: ModalStore,
    @inject(STORES.Accounts) readonly accounts: AccountStore,
    @inject(STORES.Network) readonly network: NetworkStore,
    @inject(STORES.Connectors) readonly connectors: ConnectorStore,
    @inject(STORES.Snackbar) readonly snackbar: SnackbarStore,
    @inject(CONNECTION_STORE) readonly connection: ConnectionStore,
    @inject(WALLET_DATA_STORE) readonly walletData: WalletDataStore,
    @inject(ALL_WALLETS_STORE) readonly allWallets: AllWalletsStore,
    @inject(WALLETCONNECT_PAIRING_STORE) readonly pairing: WalletConnectPairingStore,
  ) {}
}
