import { describe, it, expect } from 'vitest';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS, STORAGE_PREFIX, connectorIdKey } from './storage-keys.ts';

describe('storage keys (namespaced with the wallet prefix)', () => {
  it('prefixes every key', () => {
    for (const key of [...Object.values(STORAGE_KEYS), ...Object.values(EMBEDDED_WALLET_STORAGE_KEYS), connectorIdKey('solana')]) {
      expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    }
  });
  it('has every item the spec lists, distinct', () => {
    expect(Object.keys(STORAGE_KEYS)).toEqual(expect.arrayContaining([
      'activeNamespace', 'activeCaipNetworkId', 'recentWallets', 'deepLinkChoice', 'connectedSocial', 'connectedSocialUsername',
      'connectionStatus', 'connectedNamespaces', 'telegramSocialProvider', 'balanceCache', 'nativeBalanceCache', 'nameCache',
      'identityCache', 'preferredAccountTypes', 'connections',
    ]));
    expect(Object.keys(EMBEDDED_WALLET_STORAGE_KEYS)).toEqual(expect.arrayContaining(['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername']));
    const all = [...Object.values(STORAGE_KEYS), ...Object.values(EMBEDDED_WALLET_STORAGE_KEYS)];
    expect(new Set(all).size).toBe(all.length);
  });
});
