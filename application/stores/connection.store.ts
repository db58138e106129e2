import type { ConnectionState } from '../../domain/connection/connection-state.ts';
import { token } from '../token.ts';
import type { Store } from './store.ts';

export { INITIAL_CONNECTION_STATE } from '../../domain/connection/connection-state.ts';
export type { ConnectionState } from '../../domain/connection/connection-state.ts';

/** Spec §3 connection state (pairing URI, expiry, linking, recent wallet, basic WalletConnect, status). */
export type ConnectionStore = Store<ConnectionState>;
export const CONNECTION_STORE = token<ConnectionStore>('ConnectionStore');
