import { WALLET_CONNECT_PORT } from '../ports/walletconnect.port.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Connect } from '../connect/index.ts';
import { Wallets } from '../wallets/wallets.ts';
import { WalletConnectService } from './walletconnect.service.ts';

/**
 * The WalletConnect capability: pairing a wallet over the relay (QR code or deep link) and picking its
 * session up again after a reload. It writes the shared pairing slice (`AppState.pairing`) and hands the
 * approved session to connect like any other connection.
 */
export const WalletConnect = defineCapability(
  'walletConnect',
  { runtime: RUNTIME, port: WALLET_CONNECT_PORT, wallets: Wallets, connect: Connect },
  ({ runtime, port, wallets, connect }) => ({
    service: new WalletConnectService(runtime, runtime.state, port, connect.connection, wallets.adapters),
  }),
);
export type WalletConnect = CapabilityParts<typeof WalletConnect>;
