import type { ChainNamespace } from '../caip/caip.ts';
import type { RecentWallet } from '../connectors/recent-wallets.ts';
import type { ConnectionStatus } from './connection-status.ts';

export interface Connection {
  readonly connectorId: string;
  readonly accounts: readonly { readonly address: string; readonly type?: string }[];
  readonly caipNetworkId?: string;
}

export interface WalletConnectLinking {
  readonly name: string;
  readonly href: string;
}

/** Connection state. */
export interface ConnectionState {
  readonly connections: ReadonlyMap<ChainNamespace, readonly Connection[]>;
  readonly wcUri: string | undefined;
  readonly wcPairingExpiry: number | undefined;
  readonly wcLinking: WalletConnectLinking | undefined;
  readonly recentWallet: RecentWallet | undefined;
  readonly wcBasic: boolean;
  readonly wcError: boolean;
  readonly buffering: boolean;
  readonly status: ConnectionStatus;
}

export const INITIAL_CONNECTION_STATE: ConnectionState = {
  connections: new Map(),
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcBasic: false,
  wcError: false,
  buffering: false,
  status: 'disconnected',
};

/**
 * Resetting the connection clears the URI, expiry, linking and recent wallet and sets disconnected. (Resetting
 * transactions and deleting the stored deep link are the application layer's part.)
 */
export function resetConnection(state: ConnectionState): ConnectionState {
  return { ...state, wcUri: undefined, wcPairingExpiry: undefined, wcLinking: undefined, recentWallet: undefined, status: 'disconnected' };
}
