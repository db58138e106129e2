/** Every storage key carries this prefix so walletport never collides with the host page's keys. */
export const STORAGE_PREFIX = '@walletport/';

/**
 * The keys the page's first script reads to tell whether a session is there to restore (see
 * stored-session.ts). Apart from the other keys, which only the core reads, so the page carries these
 * four alone; `STORAGE_KEYS` and `EMBEDDED_WALLET_STORAGE_KEYS` include them.
 */
export const RESTORE_KEYS = {
  activeCaipNetworkId: `${STORAGE_PREFIX}active_caip_network_id`,
  connectionStatus: `${STORAGE_PREFIX}connection_status`,
  connectedNamespaces: `${STORAGE_PREFIX}connected_namespaces`,
  emailLoginUsed: `${STORAGE_PREFIX}embedded/email_login_used`,
} as const;
