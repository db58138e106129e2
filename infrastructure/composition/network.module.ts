import { ContainerModule } from 'inversify';
import { NetworkService } from '../../application/services/network.service.ts';
import type { NetworkState } from '../../application/stores/state.ts';
import { Store } from '../../application/stores/store.ts';
import { STORES } from '../../application/stores/stores.ts';

/** The active namespace and network, and switching between networks (spec §4). */
export function networkModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(STORES.Network).toConstantValue(new Store<NetworkState>({ activeChain: undefined, caipNetwork: undefined, switching: false, error: undefined }));
    bind(NetworkService).toSelf();
  });
}
