import { describe, expect, it } from 'vitest';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys.ts';
import { storedStateToRestore, type StoredText } from './stored-session.ts';

const DEFAULT = 'eip155:1';
const reading = (entries: Record<string, StoredText>) => (key: string): StoredText => entries[key];

describe('storedStateToRestore', () => {
  it('is false for a first visit, and for a visit that left nothing to show', () => {
    expect(storedStateToRestore(reading({}), DEFAULT)).toBe(false);
    expect(
      storedStateToRestore(
        reading({
          [STORAGE_KEYS.connectedNamespaces]: '[]',
          [STORAGE_KEYS.connectionStatus]: '"disconnected"',
          [EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed]: 'false',
          [STORAGE_KEYS.activeCaipNetworkId]: JSON.stringify(DEFAULT),
          [STORAGE_KEYS.recentWallets]: '[{"id":"io.metamask"}]',
        }),
        DEFAULT,
      ),
    ).toBe(false);
  });

  it('is true for a connection, an embedded wallet still signed in, or a network chosen other than the default', () => {
    expect(storedStateToRestore(reading({ [STORAGE_KEYS.connectedNamespaces]: '["solana"]' }), DEFAULT)).toBe(true);
    expect(storedStateToRestore(reading({ [STORAGE_KEYS.connectionStatus]: '"connected"' }), DEFAULT)).toBe(true);
    expect(storedStateToRestore(reading({ [EMBEDDED_WALLET_STORAGE_KEYS.emailLoginUsed]: 'true' }), DEFAULT)).toBe(true);
    expect(storedStateToRestore(reading({ [STORAGE_KEYS.activeCaipNetworkId]: '"eip155:137"' }), DEFAULT)).toBe(true);
  });

  it('is true when the storage answers later, throws, or holds text it cannot read', () => {
    expect(storedStateToRestore(() => Promise.resolve(null), DEFAULT)).toBe(true);
    expect(
      storedStateToRestore(() => {
        throw new Error('SecurityError');
      }, DEFAULT),
    ).toBe(true);
    expect(storedStateToRestore(reading({ [STORAGE_KEYS.connectionStatus]: 'connected' }), DEFAULT)).toBe(true);
  });
});
