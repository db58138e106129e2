import { BalancesFlow } from '../balances/index.ts';
import { Network } from '../network/index.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
// The sessions' own file, not the SIWX folder's index: the sign-in there builds on connect.
import { SiwxSessions } from '../siwx/siwx-sessions.service.ts';
import { Wallets } from '../wallets/index.ts';
import { ChainChoiceService } from './chain-choice.service.ts';
import { ChainDisconnectService } from './chain-disconnect.service.ts';
import { ConnectionService } from './connection.service.ts';
import { DisconnectService } from './disconnect.service.ts';
import { ConnectOriginReader, type ConnectOrigin } from '../modal/outcomes.ts';
import type { AppState } from '../stores/app-state.ts';
import { Store } from '../stores/store.ts';
import type { FeaturesStore } from '../stores/stores.ts';

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

export interface LegalConsentState {
  /** Whether the visitor ticked the terms box in the modal. */
  readonly agreed: boolean;
}

/**
 * The terms and privacy consent of `features.legalCheckbox`: the Connect view shows the box and writes
 * it here, and the connect commands read it. It holds for one opening of the modal: closing it asks again.
 */
export class LegalConsent {
  readonly state = new Store<LegalConsentState>({ agreed: false });

  private readonly features: FeaturesStore;

  constructor(
    private readonly runtime: AppRuntime,
    shared: AppState,
  ) {
    this.features = shared.features;
    runtime.lifecycle.add(runtime.events.on('modalClosed', () => this.state.update({ agreed: false })));
  }

  /** Asked for when the feature is on and the site gave a terms or privacy link: there is nothing to agree to without one. */
  required(): boolean {
    const { termsConditionsUrl, privacyPolicyUrl } = this.runtime.config;
    return this.features.getSnapshot().features.legalCheckbox && (termsConditionsUrl !== undefined || privacyPolicyUrl !== undefined);
  }

  setAgreed(agreed: boolean): void {
    this.state.update({ agreed });
  }

  /**
   * The checkbox is a part of the modal's Connect view, so it gates what the visitor starts there. A
   * connect the host page starts itself (its own button, the wagmi connector, the public flows) is not
   * gated: no checkbox is shown to the visitor then, and the site asks for consent its own way.
   */
  allowsConnect(origin: ConnectOrigin): boolean {
    return origin === 'headless' || !this.required() || this.state.getSnapshot().agreed;
  }
}
