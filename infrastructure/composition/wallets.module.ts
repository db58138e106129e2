import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { WALLET_CONNECT_PORT } from '../../application/ports/walletconnect.port.ts';
import { AllWalletsService } from '../../application/services/all-wallets.service.ts';
import { ConnectorService } from '../../application/services/connector.service.ts';
import { WalletDataService } from '../../application/services/wallet-data.service.ts';
import { WalletConnectService } from '../../application/services/walletconnect.service.ts';
import { ALL_WALLETS_STORE, INITIAL_ALL_WALLETS, type AllWalletsState } from '../../application/stores/all-wallets.store.ts';
import type { ConnectorsState } from '../../application/stores/state.ts';
import { Store } from '../../application/stores/store.ts';
import { STORES } from '../../application/stores/stores.ts';
import { INITIAL_WALLET_DATA, WALLET_DATA_STORE, type WalletDataState } from '../../application/stores/wallet-data.store.ts';
import { INITIAL_WALLETCONNECT_PAIRING, WALLETCONNECT_PAIRING_STORE, type WalletConnectPairingState } from '../../application/stores/walletconnect.store.ts';
import { walletConnectPort } from '../walletconnect/walletconnect-port.ts';

/**
 * The wallets a visitor can pick: announced connectors, directory data (featured, recommended, All
 * Wallets) and WalletConnect pairing.
 */
export function walletsModule(options: AppKitOptions, config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(STORES.Connectors).toConstantValue(new Store<ConnectorsState>({ connectors: [] }));
    bind(ConnectorService).toSelf();
    bind(WALLET_DATA_STORE).toConstantValue(new Store<WalletDataState>(INITIAL_WALLET_DATA));
    bind(WalletDataService).toSelf();
    bind(ALL_WALLETS_STORE).toConstantValue(new Store<AllWalletsState>(INITIAL_ALL_WALLETS));
    bind(AllWalletsService).toSelf();
    bind(WALLET_CONNECT_PORT).toConstantValue(walletConnectPort(options, config));
    bind(WALLETCONNECT_PAIRING_STORE).toConstantValue(new Store<WalletConnectPairingState>(INITIAL_WALLETCONNECT_PAIRING));
    bind(WalletConnectService).toSelf();
  });
}
