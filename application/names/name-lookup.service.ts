import { familyOf } from '../../domain/chain-families/registry.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';

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
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly api: BlockchainApiPort,
  ) {}

  async identity(address: string): Promise<Identity | undefined> {
    const network = this.state.network.getSnapshot().caipNetwork;
    if (!hasNameService(network)) return undefined;
    const { persisted, clock, reporter } = this.runtime;
    const key = address.toLowerCase();
    const cached = await persisted.readCache('identity', key, clock.now());
    if (cached) return cached;
    try {
      const found = await this.api.fetchIdentity(address, network.caipNetworkId);
      const identity: Identity = { name: found.name ?? null, avatar: found.avatar ?? null };
      await persisted.writeCache('identity', key, identity, clock.now());
      return identity;
    } catch (error) {
      reporter.report(error, 'identity read failed');
      return undefined;
    }
  }

  /** The first name registered for the address; undefined when it has none. */
  async nameOf(address: string): Promise<string | undefined> {
    const network = this.state.network.getSnapshot().caipNetwork;
    if (!hasNameService(network)) return undefined;
    const { persisted, clock, reporter } = this.runtime;
    const key = address.toLowerCase();
    const cached = await persisted.readCache('name', key, clock.now());
    if (cached !== undefined) return cached;
    try {
      const name = (await this.api.reverseLookup(address, network.caipNetworkId))[0]?.name;
      if (name !== undefined) await persisted.writeCache('name', key, name, clock.now());
      return name;
    } catch (error) {
      reporter.report(error, 'name read failed');
      return undefined;
    }
  }

  /** Remembers a name the visitor just registered, so the account shows it without a lookup. */
  remember(address: string, name: string): Promise<void> {
    return this.runtime.persisted.writeCache('name', address.toLowerCase(), name, this.runtime.clock.now());
  }
}

