import { inject, injectable } from 'inversify';
import { BalancesFlow } from '../balances/index.ts';
import { ConnectOriginReader } from '../modal/outcomes.ts';
import { Network } from '../network/index.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
// The sessions' own file, not the SIWX folder's index: the sign-in there builds on connect.
import { SiwxSessionsService } from '../siwx/siwx-sessions.service.ts';
import { Wallets } from '../wallets/index.ts';
import { ChainChoiceService } from './chain-choice.service.ts';
import { ChainDisconnectService } from './chain-disconnect.service.ts';
import { ConnectionService } from './connection.service.ts';
import { DisconnectService } from './disconnect.service.ts';
import { LegalConsent } from './legal-consent.ts';

/**
 * Connecting a wallet and keeping its session per namespace, the chain-family choice of a wallet offered
 * on several, the terms consent, and disconnecting. It writes the account and connection slices; SIWX,
 * WalletConnect and the embedded wallet build on its connection.
 */
@injectable()
export class Connect {
  readonly consent: LegalConsent;
  readonly chainDisconnect: ChainDisconnectService;
  readonly disconnect: DisconnectService;
  readonly connection: ConnectionService;
  readonly chainChoice: ChainChoiceService;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Wallets) wallets: Wallets,
    @inject(Network) network: Network,
    @inject(BalancesFlow) balances: BalancesFlow,
    // The sign-in sessions are cleared on every disconnect, so they sit below this capability.
    @inject(SiwxSessionsService) siwxSessions: SiwxSessionsService,
  ) {
    const { state } = runtime;
    // Where an attempt began is read from the modal's slice alone; this reader holds nothing else.
    const origins = new ConnectOriginReader(state.modal);
    this.consent = new LegalConsent(runtime, state);
    this.chainDisconnect = new ChainDisconnectService(runtime, state, wallets, network.service);
    this.disconnect = new DisconnectService(runtime, state, siwxSessions, this.chainDisconnect);
    this.connection = new ConnectionService(runtime, state, wallets, network.service, balances.native, {
      origins,
      consent: this.consent,
      chainDisconnect: this.chainDisconnect,
      disconnects: this.disconnect,
    });
    this.chainChoice = new ChainChoiceService(runtime, state, this.connection, network.service, origins);
  }
}
