import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { isChainNamespace } from '../../domain/caip/caip.ts';
import type { ConnectionStatus } from '../../domain/connection/connection-status.ts';
import { isCacheFresh } from '../../domain/policies/cache-lifetimes.ts';
import type { RecentWallet } from '../../domain/connectors/recent-wallets.ts';
import { parseRecentWallets } from '../../domain/connectors/stored-recent-wallets.ts';
import type { ChainChoice } from '../../domain/connectors/chain-family.ts';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import {
  CACHES,
  CacheRecordSchema,
  ChainIdSchema,
  ConnectedNamespacesSchema,
  ChainChoicesSchema,
  ConnectionsSchema,
  DeepLinkChoiceSchema,
  EmailSchema,
  PreferredAccountTypesSchema,
  type CacheName,
  type CacheValue,
  type DeepLinkChoice,
  type EmbeddedWalletCache,
  type PreferredAccountTypes,
  type StoredConnections,
} from './persisted-state.items.ts';

/** Anything with zod's safeParse: keeps this file free of schema details. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** What a previous visit left behind, read once at start. Garbage reads as absent. */
export interface SavedSession {
  readonly namespace: ChainNamespace | undefined;
  readonly caipNetworkId: string | undefined;
  readonly status: ConnectionStatus | undefined;
  readonly connectorId: string | undefined;
}

function asStatus(value: unknown): ConnectionStatus | undefined {
  return value === 'connected' || value === 'connecting' || value === 'disconnected' ? value : undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
}

/**
 * Typed, prefixed, serialising access over the storage port. Never throws: a storage that fails
 * (quota, private mode, a broken custom port) is reported once and the modal carries on in memory.
 */
export class PersistedStateService {
  private reportedFailure = false;

  constructor(
    private readonly storage: StoragePort,
    private readonly reporter: ErrorReporterPort,
  ) {}

  async readSession(): Promise<SavedSession> {
    const namespace = await this.read(STORAGE_KEYS.activeNamespace);
    const validNamespace = isChainNamespace(namespace) ? namespace : undefined;
    return {
      namespace: validNamespace,
      caipNetworkId: asString(await this.read(STORAGE_KEYS.activeCaipNetworkId)),
      status: asStatus(await this.read(STORAGE_KEYS.connectionStatus)),
      connectorId: validNamespace ? asString(await this.read(connectorIdKey(validNamespace))) : undefined,
    };
  }

  async readRecentWallets(): Promise<readonly RecentWallet[]> {
    // Another tab or the host page may have written anything here: the domain's parser keeps what is sound.
    return parseRecentWallets(await this.read(STORAGE_KEYS.recentWallets));
  }

  /**
   * The sessions to restore: the active namespace's first, then every other namespace stored as
   * connected (EVM and Solana may both be), each with its own connector.
   */
  async readSessions(): Promise<readonly SavedSession[]> {
    const active = await this.readSession();
    if (active.status !== 'connected' && active.status !== 'connecting') return [active];
    const others: SavedSession[] = [];
    for (const namespace of await this.readConnectedNamespaces()) {
      if (namespace === active.namespace) continue;
      const connectorId = asString(await this.read(connectorIdKey(namespace)));
      if (connectorId) others.push({ namespace, caipNetworkId: undefined, status: 'connected', connectorId });
    }
    return [active, ...others];
  }

  /**
   * `stillWanted` is asked before each write: once the connection is abandoned (a disconnect or a newer
   * connect took over while a slow storage was still saving it), nothing more of it is written, so what
   * the newer one stores is not overwritten by the older one's remaining keys.
   */
  async saveConnected(namespace: ChainNamespace, connectorId: string, caipNetworkId: string, stillWanted: () => boolean = () => true): Promise<void> {
    const connected = await this.readConnectedNamespaces();
    return this.writeAll([
      [STORAGE_KEYS.activeNamespace, namespace],
      [connectorIdKey(namespace), connectorId],
      [STORAGE_KEYS.activeCaipNetworkId, caipNetworkId],
      [STORAGE_KEYS.connectionStatus, 'connected'],
      [STORAGE_KEYS.connectedNamespaces, [...new Set([...connected, namespace])]],
    ], stillWanted);
  }

  /**
   * A namespace is no longer connected: it leaves the connected list, and the stored status becomes
   * disconnected only when no namespace is left (disconnecting Solana keeps EVM's session).
   */
  async saveDisconnected(namespace: ChainNamespace): Promise<void> {
    const remaining = (await this.readConnectedNamespaces()).filter((item) => item !== namespace);
    const entries: [string, unknown][] = [[STORAGE_KEYS.connectedNamespaces, remaining]];
    if (remaining.length === 0) entries.push([STORAGE_KEYS.connectionStatus, 'disconnected']);
    else if ((await this.read(STORAGE_KEYS.activeNamespace)) === namespace) {
      // The remaining namespace becomes the active one; its own network comes back with its session.
      entries.push([STORAGE_KEYS.activeNamespace, remaining[0]]);
      await this.remove(STORAGE_KEYS.activeCaipNetworkId);
    }
    return this.writeAll(entries);
  }

  saveNetwork(namespace: ChainNamespace, caipNetworkId: string): Promise<void> {
    return this.writeAll([
      [STORAGE_KEYS.activeNamespace, namespace],
      [STORAGE_KEYS.activeCaipNetworkId, caipNetworkId],
    ]);
  }

  saveStatus(status: ConnectionStatus): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.connectionStatus, status]]);
  }

  saveRecentWallets(wallets: readonly RecentWallet[]): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.recentWallets, wallets]]);
  }

  /** The connector id and the stored social provider go on disconnect. */
  async clearConnection(namespace: ChainNamespace): Promise<void> {
    await this.remove(connectorIdKey(namespace));
    await this.remove(STORAGE_KEYS.connectedSocial);
    await this.remove(STORAGE_KEYS.connectedSocialUsername);
    await this.saveDisconnected(namespace);
  }

  // Deep-link choice; deleted when the connection resets.
  readDeepLinkChoice(): Promise<DeepLinkChoice | undefined> {
    return this.readAs(STORAGE_KEYS.deepLinkChoice, DeepLinkChoiceSchema);
  }
  saveDeepLinkChoice(choice: DeepLinkChoice): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.deepLinkChoice, choice]]);
  }
  clearDeepLinkChoice(): Promise<void> {
    return this.remove(STORAGE_KEYS.deepLinkChoice);
  }

  // Connected social provider and username; clearConnection deletes both.
  async readConnectedSocial(): Promise<{ readonly provider: string | undefined; readonly username: string | undefined }> {
    return { provider: asString(await this.read(STORAGE_KEYS.connectedSocial)), username: asString(await this.read(STORAGE_KEYS.connectedSocialUsername)) };
  }
  saveConnectedSocial(provider: string, username?: string): Promise<void> {
    const entries: [string, unknown][] = [[STORAGE_KEYS.connectedSocial, provider]];
    if (username !== undefined) entries.push([STORAGE_KEYS.connectedSocialUsername, username]);
    return this.writeAll(entries);
  }
  /** A login by e-mail: no social provider of an earlier session may come back with it on restore. */
  async clearConnectedSocial(): Promise<void> {
    await this.remove(STORAGE_KEYS.connectedSocial);
    await this.remove(STORAGE_KEYS.connectedSocialUsername);
  }

  // Telegram social provider: remembered across the Telegram redirect.
  async readTelegramSocialProvider(): Promise<string | undefined> {
    return asString(await this.read(STORAGE_KEYS.telegramSocialProvider));
  }
  saveTelegramSocialProvider(provider: string): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.telegramSocialProvider, provider]]);
  }
  clearTelegramSocialProvider(): Promise<void> {
    return this.remove(STORAGE_KEYS.telegramSocialProvider);
  }

  async readConnectedNamespaces(): Promise<readonly ChainNamespace[]> {
    return (await this.readAs(STORAGE_KEYS.connectedNamespaces, ConnectedNamespacesSchema)) ?? [];
  }
  saveConnectedNamespaces(namespaces: readonly ChainNamespace[]): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.connectedNamespaces, [...new Set(namespaces)]]]);
  }

  // The chain family chosen per merged wallet (by name), offered first the next time.
  async readChainChoices(): Promise<Readonly<Record<string, ChainChoice>>> {
    return (await this.readAs(STORAGE_KEYS.chainChoices, ChainChoicesSchema)) ?? {};
  }
  async saveChainChoice(walletName: string, choice: ChainChoice): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.chainChoices, { ...(await this.readChainChoices()), [walletName]: choice }]]);
  }

  async readPreferredAccountTypes(): Promise<PreferredAccountTypes> {
    return (await this.readAs(STORAGE_KEYS.preferredAccountTypes, PreferredAccountTypesSchema)) ?? {};
  }
  savePreferredAccountTypes(types: PreferredAccountTypes): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.preferredAccountTypes, types]]);
  }

  async readConnections(): Promise<StoredConnections> {
    return (await this.readAs(STORAGE_KEYS.connections, ConnectionsSchema)) ?? {};
  }
  saveConnections(connections: StoredConnections): Promise<void> {
    return this.writeAll([[STORAGE_KEYS.connections, connections]]);
  }

  /**
   * A cached value while it is fresh (portfolio and native balance 30 s, name and identity 5 min); stale,
   * foreign or malformed entries read as absent.
   */
  async readCache<C extends CacheName>(cache: C, key: string, now: number): Promise<CacheValue<C> | undefined> {
    const entry = (await this.readAs(CACHES[cache].key, CacheRecordSchema))?.[key];
    if (!entry || !isCacheFresh(CACHES[cache].lifetime, entry.timestamp, now)) return undefined;
    const parsed = (CACHES[cache].value as Schema<CacheValue<C>>).safeParse(entry.value);
    return parsed.success ? parsed.data : undefined;
  }
  /** Writes one entry and drops the expired ones, so a cache never grows without bound. */
  async writeCache<C extends CacheName>(cache: C, key: string, value: CacheValue<C>, now: number): Promise<void> {
    const current = (await this.readAs(CACHES[cache].key, CacheRecordSchema)) ?? {};
    const kept = Object.fromEntries(Object.entries(current).filter(([, entry]) => isCacheFresh(CACHES[cache].lifetime, entry.timestamp, now)));
    return this.writeAll([[CACHES[cache].key, { ...kept, [key]: { timestamp: now, value } }]]);
  }
  clearCache(cache: CacheName): Promise<void> {
    return this.remove(CACHES[cache].key);
  }

  // Embedded-wallet cache: login flag, email, last chain, social username.
  async readEmbeddedWalletCache(): Promise<EmbeddedWalletCache> {
    const keys = EMBEDDED_WALLET_STORAGE_KEYS;
    return {
      loggedIn: (await this.read(keys.emailLoginUsed)) === true,
      email: await this.readAs(keys.email, EmailSchema),
      lastChainId: await this.readAs(keys.lastUsedChain, ChainIdSchema),
      socialUsername: asString(await this.read(keys.socialUsername)),
    };
  }
  saveEmbeddedWalletCache(cache: Partial<EmbeddedWalletCache>): Promise<void> {
    const keys = EMBEDDED_WALLET_STORAGE_KEYS;
    const entries: [string, unknown][] = [];
    if (cache.loggedIn !== undefined) entries.push([keys.emailLoginUsed, cache.loggedIn]);
    if (cache.email !== undefined) entries.push([keys.email, cache.email]);
    if (cache.lastChainId !== undefined) entries.push([keys.lastUsedChain, cache.lastChainId]);
    if (cache.socialUsername !== undefined) entries.push([keys.socialUsername, cache.socialUsername]);
    return this.writeAll(entries);
  }
  /** Cleared at once on disconnect, and when the frame finds the user not connected. */
  async clearEmbeddedWalletCache(): Promise<void> {
    const keys = EMBEDDED_WALLET_STORAGE_KEYS;
    for (const key of [keys.emailLoginUsed, keys.email, keys.lastUsedChain, keys.socialUsername]) await this.remove(key);
  }

  private async readAs<T>(key: string, schema: Schema<T>): Promise<T | undefined> {
    const parsed = schema.safeParse(await this.read(key));
    return parsed.success ? parsed.data : undefined;
  }

  private async read(key: string): Promise<unknown> {
    try {
      const raw = await this.storage.getItem(key);
      if (raw === null || raw === undefined) return undefined;
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }

  private async writeAll(entries: readonly (readonly [string, unknown])[], stillWanted: () => boolean = () => true): Promise<void> {
    for (const [key, value] of entries) {
      if (!stillWanted()) return;
      try {
        await this.storage.setItem(key, JSON.stringify(value));
      } catch (error) {
        this.reportOnce(error);
      }
    }
  }

  private async remove(key: string): Promise<void> {
    try {
      await this.storage.removeItem(key);
    } catch (error) {
      this.reportOnce(error);
    }
  }

  private reportOnce(error: unknown): void {
    if (this.reportedFailure) return;
    this.reportedFailure = true;
    this.reporter.report(error, 'storage write failed; continuing without persistence');
  }
}

