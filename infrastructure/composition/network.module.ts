import { ContainerModule } from 'inversify';
import { NetworkService } from '../../application/services/network.service.ts';
import { NetworkStore } from '../../application/stores/stores.ts';

/** The active namespace and network, and switching between networks (spec §4). */
export function networkModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(NetworkService).toSelf();
  });
}
