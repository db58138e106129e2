import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import { WALLET_CONNECT_PORT } from '../../application/ports/walletconnect.port.ts';
import { AllWalletsService, AllWalletsStore } from '../../application/all-wallets/index.ts';
import { ConnectorService } from '../../application/services/connector.service.ts';
import { WalletDataService } from '../../application/services/wallet-data.service.ts';
import { WalletConnectService } from '../../application/services/walletconnect.service.ts';
import { ConnectorStore } from '../../application/stores/stores.ts';

import { WalletDataStore } from '../../application/stores/wallet-data.store.ts';
import { WalletConnectPairingStore } from '../../application/stores/walletconnect.store.ts';
import { walletConnectPort } from '../walletconnect/walletconnect-port.ts';

/**
 * The wallets a visitor can pick: announced connectors, directory data (featured, recommended, All
 * Wallets) and WalletConnect pairing.
 */
export function walletsModule(options: AppKitOptions, config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ConnectorService).toSelf();
    bind(WalletDataService).toSelf();
    bind(AllWalletsService).toSelf();
    bind(WALLET_CONNECT_PORT).toDynamicValue(({ get }) => {
      const port = walletConnectPort(options, config);
      // Whoever uses the port (a pairing, a restore), destroying the instance lets go of the relay.
      get<Lifecycle>(Lifecycle).add(() => void port?.close?.());
      return port;
    }).inSingletonScope();
    bind(WalletConnectService).toSelf();
  });
}
