import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { WALLET_CONNECT_PORT } from '../../application/ports/walletconnect.port.ts';
import { WalletConnect, WalletConnectService } from '../../application/walletconnect/index.ts';
import { walletConnectPort } from '../walletconnect/walletconnect-port.ts';

/** Pairing a wallet over WalletConnect (QR or deep link) and restoring its session. */
export function walletConnectModule(options: AppKitOptions, config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(WALLET_CONNECT_PORT).toDynamicValue(({ get }) => {
      const port = walletConnectPort(options, config);
      // Whoever uses the port (a pairing, a restore), destroying the instance lets go of the relay.
      get<Lifecycle>(Lifecycle).add(() => void port?.close?.());
      return port;
    }).inSingletonScope();
    // The facade's command list and the tests still ask for the pairing use case by its class.
  });
}
