import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { isChainNamespace } from '../../domain/caip/caip.ts';
import type { ConnectionStatus } from '../../domain/connection/connection-status.ts';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';

export interface RecentWallet {
  readonly id: string;
  readonly rdns: string | undefined;
  readonly name: string;
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
@injectable()
export class PersistedStateService {
  private reportedFailure = false;

  constructor(
    @inject(TOKENS.Storage) private readonly storage: StoragePort,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
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
    const value = await this.read(STORAGE_KEYS.recentWallets);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { id, rdns, name } = item as Record<string, unknown>;
      const validId = asString(id);
      const validName = asString(name);
      return validId && validName ? [{ id: validId, rdns: asString(rdns), name: validName }] : [];
    });
  }

  saveConnected(namespace: ChainNamespace, connectorId: string, caipNetworkId: string): Promise<void> {
    return this.writeAll([
      [STORAGE_KEYS.activeNamespace, namespace],
      [connectorIdKey(namespace), connectorId],
      [STORAGE_KEYS.activeCaipNetworkId, caipNetworkId],
      [STORAGE_KEYS.connectionStatus, 'connected'],
    ]);
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

  /** Spec §4: the connector id and the stored social provider go on disconnect. */
  async clearConnection(namespace: ChainNamespace): Promise<void> {
    await this.remove(connectorIdKey(namespace));
    await this.remove(STORAGE_KEYS.connectedSocial);
    await this.remove(STORAGE_KEYS.connectedSocialUsername);
    await this.writeAll([[STORAGE_KEYS.connectionStatus, 'disconnected']]);
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

  private async writeAll(entries: readonly (readonly [string, unknown])[]): Promise<void> {
    for (const [key, value] of entries) {
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

export const PERSISTED_STATE = token<PersistedStateService>('PersistedStateService');
