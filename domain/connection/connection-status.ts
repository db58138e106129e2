export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** A saved `connected` at start becomes `connecting` until the session is re-synced. */
export function statusAtStart(saved: ConnectionStatus | undefined): ConnectionStatus {
  return saved === 'connected' || saved === 'connecting' ? 'connecting' : 'disconnected';
}
