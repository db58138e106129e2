import { ContainerModule } from 'inversify';
import { CHAIN_ADAPTER_REGISTRY, ChainAdapterRegistry } from '../../application/services/chain-adapter.registry.ts';
import { CHAIN_DISCONNECT_SERVICE, ChainDisconnectService } from '../../application/services/chain-disconnect.service.ts';
import { CONNECTION_STATE_SERVICE, ConnectionStateService } from '../../application/services/connection-state.service.ts';
import { CONNECTION_SERVICE, ConnectionService } from '../../application/services/connection.service.ts';
import { DISCONNECT_SERVICE, DisconnectService } from '../../application/services/disconnect.service.ts';
import { PERSISTED_STATE, PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { SESSION_REGISTRY, SessionRegistry } from '../../application/services/session-registry.ts';
import { CONNECTION_STORE, INITIAL_CONNECTION_STATE, type ConnectionState } from '../../application/stores/connection.store.ts';
import type { AccountsState } from '../../application/stores/state.ts';
import { Store } from '../../application/stores/store.ts';
import { STORES } from '../../application/stores/stores.ts';

/**
 * Connecting a wallet and keeping the session: chain adapters, wallet sessions, the stored session,
 * connection status per namespace, and disconnecting (spec §4).
 */
export function connectionModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(STORES.Accounts).toConstantValue(new Store<AccountsState>({}));
    bind(CONNECTION_STORE).toConstantValue(new Store<ConnectionState>(INITIAL_CONNECTION_STATE));
    bind(PERSISTED_STATE).to(PersistedStateService);
    bind(CHAIN_ADAPTER_REGISTRY).to(ChainAdapterRegistry);
    bind(SESSION_REGISTRY).to(SessionRegistry);
    bind(CONNECTION_SERVICE).to(ConnectionService);
    bind(CONNECTION_STATE_SERVICE).to(ConnectionStateService);
    bind(CHAIN_DISCONNECT_SERVICE).to(ChainDisconnectService);
    bind(DISCONNECT_SERVICE).to(DisconnectService);
  });
}
