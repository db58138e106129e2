import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../../domain/storage/storage-keys.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import { PersistedStateService } from './persisted-state.service.ts';

/** An integrator's own async storage, recording every call. */
function recordingStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const writes: string[] = [];
  const storage: StoragePort = {
    getItem: async (key) => entries.get(key) ?? null,
    setItem: async (key, value) => {
      writes.push(key);
      entries.set(key, value);
    },
    removeItem: async (key) => {
      writes.push(`-${key}`);
      entries.delete(key);
    },
  };
  return { storage, entries, writes };
}

function setup(storage: StoragePort) {
  const reports: string[] = [];
  return { reports, state: new PersistedStateService(storage, { report: (_error, context) => void reports.push(context) }) };
}

describe('persisted state: the local-storage items, each under the wallet prefix', () => {
  it('keeps each connected namespace: disconnecting one leaves the other to restore, and the last one ends the session', async () => {
    const { storage } = recordingStorage();
    const { state } = setup(storage);
    await state.saveConnected('solana', 'wallet-standard.demo-wallet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    await state.saveConnected('eip155', 'dev.walletport.demo', 'eip155:31337');
    expect(await state.readSessions()).toEqual([
      { namespace: 'eip155', caipNetworkId: 'eip155:31337', status: 'connected', connectorId: 'dev.walletport.demo' },
      { namespace: 'solana', caipNetworkId: undefined, status: 'connected', connectorId: 'wallet-standard.demo-wallet' },
    ]);
    await state.clearConnection('eip155');
    expect(await state.readSessions()).toEqual([{ namespace: 'solana', caipNetworkId: undefined, status: 'connected', connectorId: 'wallet-standard.demo-wallet' }]);
    await state.clearConnection('solana');
    expect((await state.readSessions())[0]).toMatchObject({ status: 'disconnected' });
  });

  it('remembers the chain family chosen per wallet, and reads a tampered record as none', async () => {
    const { storage, entries } = recordingStorage();
    const { state } = setup(storage);
    await state.saveChainChoice('Demo Wallet', 'solana');
    await state.saveChainChoice('Phantom', 'all');
    expect(await state.readChainChoices()).toEqual({ 'Demo Wallet': 'solana', Phantom: 'all' });
    entries.set(STORAGE_KEYS.chainChoices, JSON.stringify({ 'Demo Wallet': 'dogecoin' }));
    expect(await state.readChainChoices()).toEqual({});
  });

  it('sends every write of every item to a custom storage, under the prefix', async () => {
    const { storage, writes } = recordingStorage();
    const { state } = setup(storage);
    await state.saveConnected('eip155', 'io.metamask', 'eip155:1');
    await state.saveRecentWallets([{ id: 'a', rdns: undefined, name: 'A' }]);
    await state.saveDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' });
    await state.saveConnectedSocial('google', 'alice');
    await state.saveTelegramSocialProvider('x');
    await state.saveConnectedNamespaces(['eip155', 'solana', 'eip155']);
    await state.savePreferredAccountTypes({ eip155: 'smartAccount' });
    await state.saveConnections({ eip155: [{ connectorId: 'io.metamask', accounts: [{ address: '0xabc', type: 'eoa' }] }] });
    await state.writeCache('name', '0xabc', 'alice.reown.id', 0);
    await state.saveEmbeddedWalletCache({ loggedIn: true, email: 'a@b.example', lastChainId: 1, socialUsername: 'alice' });
    expect(writes.length).toBe(18);
    expect(writes.every((key) => key.replace(/^-/, '').startsWith(STORAGE_PREFIX))).toBe(true);
    expect(await state.readDeepLinkChoice()).toEqual({ href: 'metamask://', name: 'MetaMask' });
    expect(await state.readConnectedSocial()).toEqual({ provider: 'google', username: 'alice' });
    expect(await state.readTelegramSocialProvider()).toBe('x');
    expect(await state.readConnectedNamespaces()).toEqual(['eip155', 'solana']);
    expect(await state.readPreferredAccountTypes()).toEqual({ eip155: 'smartAccount' });
    expect((await state.readConnections()).eip155?.[0]?.connectorId).toBe('io.metamask');
    expect(await state.readEmbeddedWalletCache()).toEqual({ loggedIn: true, email: 'a@b.example', lastChainId: 1, socialUsername: 'alice' });
  });

  it('reads corrupted or wrongly shaped storage as defaults', async () => {
    const { storage } = recordingStorage({
      [STORAGE_KEYS.deepLinkChoice]: '{"href":',
      [STORAGE_KEYS.connectedNamespaces]: '["eip155","dogecoin"]',
      [STORAGE_KEYS.preferredAccountTypes]: '{"eip155":"admin"}',
      [STORAGE_KEYS.connections]: '"yes"',
      [STORAGE_KEYS.nameCache]: '{"0xabc":{"timestamp":"now","value":1}}',
      [STORAGE_KEYS.connectedSocial]: '42',
      [STORAGE_KEYS.recentWallets]: '{"not":"a list"}',
    });
    const { state } = setup(storage);
    expect(await state.readDeepLinkChoice()).toBeUndefined();
    expect(await state.readConnectedNamespaces()).toEqual([]);
    expect(await state.readPreferredAccountTypes()).toEqual({});
    expect(await state.readConnections()).toEqual({});
    expect(await state.readCache('name', '0xabc', 0)).toBeUndefined();
    expect(await state.readConnectedSocial()).toEqual({ provider: undefined, username: undefined });
    expect(await state.readRecentWallets()).toEqual([]);
    expect(await state.readEmbeddedWalletCache()).toEqual({ loggedIn: false, email: undefined, lastChainId: undefined, socialUsername: undefined });
  });

  it('serves caches only while fresh (portfolio 30 s, name 5 min) and prunes expired entries on write', async () => {
    const { storage, entries } = recordingStorage();
    const { state } = setup(storage);
    await state.writeCache('nativeBalance', 'eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' }, 0);
    await state.writeCache('identity', '0xabc', { name: 'alice', avatar: null }, 0);
    expect(await state.readCache('nativeBalance', 'eip155:1:0xabc', 29_999)).toEqual({ balance: '1.5', symbol: 'ETH' });
    expect(await state.readCache('nativeBalance', 'eip155:1:0xabc', 30_000)).toBeUndefined();
    expect(await state.readCache('identity', '0xabc', 299_999)).toEqual({ name: 'alice', avatar: null });
    await state.writeCache('nativeBalance', 'eip155:1:0xdef', { balance: '2', symbol: 'ETH' }, 40_000);
    expect(Object.keys(JSON.parse(entries.get(STORAGE_KEYS.nativeBalanceCache) ?? '{}') as object)).toEqual(['eip155:1:0xdef']);
    await state.clearCache('identity');
    expect(await state.readCache('identity', '0xabc', 1)).toBeUndefined();
  });

  it('keeps working when the storage throws on write, and reports it once', async () => {
    const failing: StoragePort = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { state, reports } = setup(failing);
    await expect(state.saveDeepLinkChoice({ href: 'a://', name: 'A' })).resolves.toBeUndefined();
    await expect(state.writeCache('name', 'k', 'v', 0)).resolves.toBeUndefined();
    await expect(state.clearEmbeddedWalletCache()).resolves.toBeUndefined();
    expect(await state.readDeepLinkChoice()).toBeUndefined();
    expect(reports).toHaveLength(1);
  });

  it('clears the deep link, the Telegram provider and the embedded-wallet cache', async () => {
    const { storage, entries } = recordingStorage();
    const { state } = setup(storage);
    await state.saveDeepLinkChoice({ href: 'a://', name: 'A' });
    await state.saveTelegramSocialProvider('x');
    await state.saveEmbeddedWalletCache({ loggedIn: true, email: 'a@b.example' });
    await state.clearDeepLinkChoice();
    await state.clearTelegramSocialProvider();
    await state.clearEmbeddedWalletCache();
    expect([...entries.keys()]).toEqual([]);
  });
});
