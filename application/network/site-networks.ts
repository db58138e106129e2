import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { Store } from '../stores/store.ts';

/**
 * The networks the site offers: the options' list, then what the host page added or removed since. State,
 * not config, so each reader sees a change at once and the options an instance was created with are never
 * written.
 */
export class SiteNetworksStore extends Store<{ readonly networks: readonly CaipNetwork[] }> {
  constructor(networks: readonly CaipNetwork[]) {
    super({ networks });
  }

  /** The networks in force, or those of one namespace. */
  list(namespace?: ChainNamespace): readonly CaipNetwork[] {
    const { networks } = this.getSnapshot();
    return namespace ? networks.filter((network) => network.chainNamespace === namespace) : networks;
  }
}

/** The host page's commands on the site's networks; the network capability owns the slice they write. */
export class SiteNetworks {
  constructor(private readonly store: SiteNetworksStore) {}

  /** Adds a network (a checked CaipNetwork) to the site's; one already there is left as is. */
  add(namespace: ChainNamespace, network: CaipNetwork): void {
    if (network.chainNamespace !== namespace) {
      throw catalogueError('UNSUPPORTED_CHAIN', { details: `${network.caipNetworkId} is not in namespace ${namespace}` });
    }
    const networks = this.store.list();
    if (networks.some((known) => known.caipNetworkId === network.caipNetworkId)) return;
    this.store.update({ networks: [...networks, network] });
  }

  /** Removes a network; the last one of the instance stays (a modal needs one network). */
  remove(namespace: ChainNamespace, id: string | number): void {
    const networks = this.store.list();
    const remaining = networks.filter((network) => !(network.chainNamespace === namespace && String(network.id) === String(id)));
    if (remaining.length === networks.length || remaining.length === 0) return;
    this.store.update({ networks: remaining });
  }
}
