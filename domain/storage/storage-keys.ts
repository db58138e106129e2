import type { ChainNamespace } from '../caip/caip.ts';
import { RESTORE_KEYS, STORAGE_PREFIX } from './restore-keys.ts';

export { STORAGE_PREFIX } from './restore-keys.ts';

export const STORAGE_KEYS = {
  activeNamespace: `${STORAGE_PREFIX}active_namespace`,
  activeCaipNetworkId: RESTORE_KEYS.activeCaipNetworkId,
  connectionStatus: RESTORE_KEYS.connectionStatus,
  connectedNamespaces: RESTORE_KEYS.connectedNamespaces,
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
  emailLoginUsed: RESTORE_KEYS.emailLoginUsed,
  email: `${STORAGE_PREFIX}embedded/email`,
  lastUsedChain: `${STORAGE_PREFIX}embedded/last_used_chain`,
  socialUsername: `${STORAGE_PREFIX}embedded/social_username`,
  lastEmailLoginTime: `${STORAGE_PREFIX}embedded/last_email_login_time`,
  preferredAccountType: `${STORAGE_PREFIX}embedded/preferred_account_type`,
} as const;

