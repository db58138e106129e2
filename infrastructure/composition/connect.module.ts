import { ContainerModule } from 'inversify';
import {
  ChainChoiceService,
  ChainDisconnectService,
  Connect,
  ConnectionService,
  ConnectionStateService,
  DisconnectService,
  LegalConsent,
} from '../../application/connect/index.ts';
import { Network, NetworkService } from '../../application/network/index.ts';

/** Connecting a wallet and keeping its session per namespace, the terms consent, disconnecting; the network. */
export function connectModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Send, WalletConnect, the embedded wallet, the facade and the tests ask for the switcher by class.
    // The facade, WalletConnect, SIWX, the embedded wallet and the tests ask for these parts by class.
    // The terms consent the modal's Connect view asks for, read by the connect commands it starts.
  });
}
