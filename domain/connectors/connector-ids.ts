/**
 * Connector ids of the two connectors that serve several namespaces at once (AppKit's CONNECTOR_ID values):
 * a WalletConnect pairing and the embedded wallet's auth connector. Disconnecting one namespace of them
 * takes the others along, and network switching treats them specially.
 */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
export const AUTH_CONNECTOR_ID = 'ID_AUTH';

/** How a namespace is connected, as far as the flows care. */
export type ConnectionKind = 'WALLET_CONNECT' | 'AUTH' | 'WALLET';

export function connectionKindOf(connectorId: string | undefined): ConnectionKind {
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return 'WALLET_CONNECT';
  if (connectorId === AUTH_CONNECTOR_ID) return 'AUTH';
  return 'WALLET';
}
