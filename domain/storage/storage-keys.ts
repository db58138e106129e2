import type { ChainNamespace } from '../caip/caip.ts';

/** Every storage key carries this prefix so walletport never collides with the host page's keys. */
export const STORAGE_PREFIX = '@walletport/';

export const STORAGE_KEYS = {
  activeNamespace: `${STORAGE_PREFIX}active_namespace`,
  activeCaipNetworkId: `${STORAGE_PREFIX}active_caip_network_id`,
  connectionStatus: `${STORAGE_PREFIX}connection_status`,
  connectedNamespaces: `${STORAGE_PREFIX}connected_namespaces`,
  recentWallets: `${STORAGE_PREFIX}recent_wallets`,
  deepLinkChoice: `${STORAGE_PREFIX}deeplink_choice`,
  connectedSocial: `${STORAGE_PREFIX}connected_social`,
  connectedSocialUsername: `${STORAGE_PREFIX}connected_social_username`,
  telegramSocialProvider: `${STORAGE_PREFIX}telegram_social_provider`,
  balanceCache: `${STORAGE_PREFIX}balance_cache`,
  nativeBalanceCache: `${STORAGE_PREFIX}native_balance_cache`,
  nameCache: `${STORAGE_PREFIX}name_cache`,
  identityCache: `${STORAGE_PREFIX}identity_cache`,
  preferredAccountTypes: `${STORAGE_PREFIX}preferred_account_types`,
  connections: `${STORAGE_PREFIX}connections`,
  /** Which chain family the visitor chose for each wallet that offers several (by wallet name). */
  chainChoices: `${STORAGE_PREFIX}chain_choices`,
} as const;

export function connectorIdKey(namespace: ChainNamespace): string {
  return `${STORAGE_PREFIX}${namespace}:connected_connector_id`;
}

/** Embedded-wallet cache: login flag, email, last chain, social username (same prefix). */
export const EMBEDDED_WALLET_STORAGE_KEYS = {
  emailLoginUsed: `${STORAGE_PREFIX}embedded/email_login_used`,
  email: `${STORAGE_PREFIX}embedded/email`,
  lastUsedChain: `${STORAGE_PREFIX}embedded/last_used_chain`,
  socialUsername: `${STORAGE_PREFIX}embedded/social_username`,
  lastEmailLoginTime: `${STORAGE_PREFIX}embedded/last_email_login_time`,
  preferredAccountType: `${STORAGE_PREFIX}embedded/preferred_account_type`,
} as const;

