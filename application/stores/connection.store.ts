import { INITIAL_CONNECTION_STATE, type ConnectionState } from '../../domain/connection/connection-state.ts';
import { Store } from './store.ts';

export { INITIAL_CONNECTION_STATE };
export type { ConnectionState } from '../../domain/connection/connection-state.ts';

/** Connection state (pairing URI, expiry, linking, recent wallet, basic WalletConnect, status). */
export class ConnectionStore extends Store<ConnectionState> {
  constructor() {
    super(INITIAL_CONNECTION_STATE);
  }
}
