import { token } from '../token.ts';
import { Store } from './store.ts';
import type { AccountsState, ConnectorsState, ModalState, NetworkState, SnackbarState } from './state.ts';

export type ModalStore = Store<ModalState>;
export type AccountStore = Store<AccountsState>;
export type NetworkStore = Store<NetworkState>;
export type ConnectorStore = Store<ConnectorsState>;
export type SnackbarStore = Store<SnackbarState>;

export const STORES = {
  Modal: token<ModalStore>('ModalStore'),
  Accounts: token<AccountStore>('AccountStore'),
  Network: token<NetworkStore>('NetworkStore'),
  Connectors: token<ConnectorStore>('ConnectorStore'),
  Snackbar: token<SnackbarStore>('SnackbarStore'),
} as const;
