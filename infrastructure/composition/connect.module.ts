import { ContainerModule } from 'inversify';
import { LegalConsent } from '../../application/connect/legal-consent.ts';
import { ChainChoiceService } from '../../application/services/chain-choice.service.ts';
import { ChainDisconnectService } from '../../application/services/chain-disconnect.service.ts';
import { ConnectionStateService } from '../../application/services/connection-state.service.ts';
import { ConnectionService } from '../../application/services/connection.service.ts';
import { DisconnectService } from '../../application/services/disconnect.service.ts';
import { NetworkService } from '../../application/services/network.service.ts';

/** Connecting a wallet and keeping its session per namespace, the terms consent, disconnecting; the network. */
export function connectModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ConnectionService).toSelf();
    bind(ChainChoiceService).toSelf();
    bind(ConnectionStateService).toSelf();
    bind(ChainDisconnectService).toSelf();
    bind(DisconnectService).toSelf();
    // The terms consent the modal's Connect view asks for, read by the connect commands it starts.
    bind(LegalConsent).toSelf();
    bind(NetworkService).toSelf();
  });
}
