import type { Container } from 'inversify';
import type { AppKitOptions } from '../../application/options.ts';
import { isSiwxConfig } from '../../application/ports/siwx.port.ts';
import { CHAIN_DISCONNECT_SERVICE, ChainDisconnectService } from '../../application/services/chain-disconnect.service.ts';
import { CONNECTION_STATE_SERVICE, ConnectionStateService } from '../../application/services/connection-state.service.ts';
import { DISCONNECT_SERVICE, DisconnectService } from '../../application/services/disconnect.service.ts';
import { FLOW_SIGNALS, FlowSignals } from '../../application/services/flow-signals.ts';
import { SESSION_REGISTRY, SessionRegistry } from '../../application/services/session-registry.ts';
import { SIWX_SESSIONS_SERVICE, SiwxSessionsService } from '../../application/services/siwx-sessions.service.ts';
import { SIWX_SIGNER, SiwxSigner } from '../../application/services/siwx-signer.ts';
import { SIWX_SERVICE, SiwxService } from '../../application/services/siwx.service.ts';
import { CONNECTION_STORE, INITIAL_CONNECTION_STATE, type ConnectionState } from '../../application/stores/connection.store.ts';
import { Store } from '../../application/stores/store.ts';
import { TOKENS } from '../../application/tokens.ts';

/** The connection-state, network, disconnect and SIWX flows (spec §4, §8). */
export function bindSiwxDisconnectNetwork(container: Container, options: AppKitOptions): void {
  // The option comes from untyped JavaScript too: anything that is not a SIWX config leaves SIWX off.
  container.bind(TOKENS.Siwx).toConstantValue(isSiwxConfig(options.siwx) ? options.siwx : null);
  container.bind(CONNECTION_STORE).toConstantValue(new Store<ConnectionState>(INITIAL_CONNECTION_STATE));
  container.bind(FLOW_SIGNALS).to(FlowSignals);
  container.bind(SESSION_REGISTRY).to(SessionRegistry);
  container.bind(CONNECTION_STATE_SERVICE).to(ConnectionStateService);
  container.bind(CHAIN_DISCONNECT_SERVICE).to(ChainDisconnectService);
  container.bind(DISCONNECT_SERVICE).to(DisconnectService);
  container.bind(SIWX_SESSIONS_SERVICE).to(SiwxSessionsService);
  container.bind(SIWX_SIGNER).to(SiwxSigner);
  container.bind(SIWX_SERVICE).to(SiwxService);
}
