import { familyOf } from '../../domain/chain-families/registry.ts';
import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { CacheValue } from '../services/persisted-state.items.ts';
import type { AppState } from '../stores/app-state.ts';

/** Identity of an address: its name and avatar, either absent. */
export interface Identity {
  /** The address's ENS name; null when it has none. */
  readonly name: string | null;
  /** The avatar URL of that name; null when it has none. */
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
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly api: BlockchainApiPort,
  ) {}

  async identity(address: string): Promise<Identity | undefined> {
    return this.readThrough('identity', address, 'identity read failed', async (caipNetworkId) => {
      const found = await this.api.fetchIdentity(address, caipNetworkId);
      return { name: found.name ?? null, avatar: found.avatar ?? null };
    });
  }

  /** The first name registered for the address; undefined when it has none. */
  async nameOf(address: string): Promise<string | undefined> {
    return this.readThrough('name', address, 'name read failed', async (caipNetworkId) => (await this.api.reverseLookup(address, caipNetworkId))[0]?.name);
  }

  /** Remembers a name the visitor just registered, so the account shows it without a lookup. */
  remember(address: string, name: string): Promise<void> {
    return this.runtime.persisted.writeCache('name', address.toLowerCase(), name, this.runtime.clock.now());
  }

  /**
   * The fresh cached answer for the address, else the service's for the network in view, cached when
   * there is one. Nothing is asked off an EVM mainnet; a failed read is reported and answers undefined.
   */
  private async readThrough<C extends 'identity' | 'name'>(
    cache: C,
    address: string,
    failure: string,
    ask: (caipNetworkId: CaipNetworkId) => Promise<CacheValue<C> | undefined>,
  ): Promise<CacheValue<C> | undefined> {
    const network = this.state.network.getSnapshot().caipNetwork;
    if (!hasNameService(network)) return undefined;
    const { persisted, clock, reporter } = this.runtime;
    const key = address.toLowerCase();
    const cached = await persisted.readCache(cache, key, clock.now());
    if (cached !== undefined) return cached;
    try {
      const found = await ask(network.caipNetworkId);
      if (found !== undefined) await persisted.writeCache(cache, key, found, clock.now());
      return found;
    } catch (error) {
      reporter.report(error, failure);
      return undefined;
    }
  }
}
