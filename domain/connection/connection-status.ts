/** Where a connection is: `connecting` while a wallet is asked or a saved session is restored at load. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** A saved `connected` at start becomes `connecting` until the session is re-synced. */
export function statusAtStart(saved: ConnectionStatus | undefined): ConnectionStatus {
  return saved === 'connected' || saved === 'connecting' ? 'connecting' : 'disconnected';
}
