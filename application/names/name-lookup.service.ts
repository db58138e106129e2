import { familyOf } from '../../domain/chain-families/registry.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { PersistedStateService } from '../services/persisted-state.service.ts';
import type { AppState } from '../stores/app-state.ts';
import type { NetworkStore } from '../stores/stores.ts';

/** Identity of an address: its name and avatar, either absent. */
export interface Identity {
  readonly name: string | null;
  readonly avatar: string | null;
}

/** Identity and names are read for EVM mainnets only (testnets and other families have none). */
function hasNameService(network: CaipNetwork | undefined): network is CaipNetwork {
  return network !== undefined && familyOf(network.chainNamespace).capabilities.names && network.testnet !== true;
}

/**
 * Identity (name, avatar) and the registered name of an address, each cached for 5 minutes
 * in the stored caches, so a reload inside the lifetime asks nothing. A failed read is
 * reported and answers undefined: names decorate an account, they never block it.
 */
export class NameLookupService {
  private readonly network: NetworkStore;
  private readonly persisted: PersistedStateService;
  private readonly clock: ClockPort;
  private readonly reporter: ErrorReporterPort;

  constructor(
    runtime: AppRuntime,
    state: AppState,
    private readonly api: BlockchainApiPort,
  ) {
    this.network = state.network;
    this.persisted = runtime.persisted;
    this.clock = runtime.clock;
    this.reporter = runtime.reporter;
  }

  async identity(address: string): Promise<Identity | undefined> {
    const network = this.network.getSnapshot().caipNetwork;
    if (!hasNameService(network)) return undefined;
    const key = address.toLowerCase();
    const cached = await this.persisted.readCache('identity', key, this.clock.now());
    if (cached) return cached;
    try {
      const found = await this.api.fetchIdentity(address, network.caipNetworkId);
      const identity: Identity = { name: found.name ?? null, avatar: found.avatar ?? null };
      await this.persisted.writeCache('identity', key, identity, this.clock.now());
      return identity;
    } catch (error) {
      this.reporter.report(error, 'identity read failed');
      return undefined;
    }
  }

  /** The first name registered for the address; undefined when it has none. */
  async nameOf(address: string): Promise<string | undefined> {
    const network = this.network.getSnapshot().caipNetwork;
    if (!hasNameService(network)) return undefined;
    const key = address.toLowerCase();
    const cached = await this.persisted.readCache('name', key, this.clock.now());
    if (cached !== undefined) return cached;
    try {
      const name = (await this.api.reverseLookup(address, network.caipNetworkId))[0]?.name;
      if (name !== undefined) await this.persisted.writeCache('name', key, name, this.clock.now());
      return name;
    } catch (error) {
      this.reporter.report(error, 'name read failed');
      return undefined;
    }
  }

  /** Remembers a name the visitor just registered, so the account shows it without a lookup. */
  remember(address: string, name: string): Promise<void> {
    return this.persisted.writeCache('name', address.toLowerCase(), name, this.clock.now());
  }
}

