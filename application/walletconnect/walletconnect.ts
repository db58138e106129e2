import { inject, injectable } from 'inversify';
import { WALLET_CONNECT_PORT, type WalletConnectPort } from '../ports/walletconnect.port.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { Connect } from '../connect/index.ts';
import { Wallets } from '../wallets/wallets.ts';
import { WalletConnectService } from './walletconnect.service.ts';

/**
 * The WalletConnect capability: pairing a wallet over the relay (QR code or deep link) and picking its
 * session up again after a reload. It writes the shared pairing slice (`AppState.pairing`) and hands the
 * approved session to connect like any other connection.
 */
@injectable()
export class WalletConnect {
  readonly service: WalletConnectService;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(WALLET_CONNECT_PORT) port: WalletConnectPort | null,
    @inject(Wallets) wallets: Wallets,
    @inject(Connect) connect: Connect,
  ) {
    this.service = new WalletConnectService(runtime, runtime.state, port, connect.connection, wallets.adapters);
  }
}
