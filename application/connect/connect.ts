import { BalancesFlow } from '../balances/index.ts';
import { ConnectOriginReader } from '../modal/outcomes.ts';
import { Network } from '../network/index.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
// The sessions' own file, not the SIWX folder's index: the sign-in there builds on connect.
import { SiwxSessions } from '../siwx/siwx-sessions.service.ts';
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
export const Connect = defineCapability(
  'connect',
  // The sign-in sessions are cleared on every disconnect, so they sit below this capability.
  { runtime: RUNTIME, wallets: Wallets, network: Network, balances: BalancesFlow, siwxSessions: SiwxSessions },
  ({ runtime, wallets, network, balances, siwxSessions }) => {
    const { state } = runtime;
    // Where an attempt began is read from the modal's slice alone; this reader holds nothing else.
    const origins = new ConnectOriginReader(state.modal);
    const consent = new LegalConsent(runtime, state);
    const chainDisconnect = new ChainDisconnectService(runtime, state, wallets, network.service);
    const disconnect = new DisconnectService(runtime, state, siwxSessions, chainDisconnect);
    const connection = new ConnectionService(runtime, state, wallets, network.service, balances.native, {
      origins,
      consent,
      chainDisconnect,
      disconnects: disconnect,
    });
    const chainChoice = new ChainChoiceService(runtime, state, connection, network.service, origins);
    return { consent, chainDisconnect, disconnect, connection, chainChoice };
  },
);
export type Connect = CapabilityParts<typeof Connect>;
