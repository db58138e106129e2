import { ContainerModule } from 'inversify';
import { NameLookupService } from '../../application/services/name-lookup.service.ts';
import { NamesService } from '../../application/services/names.service.ts';
import { NamesStore } from '../../application/stores/names.store.ts';

/** Names: looking one up, registering one for the account. */
export function namesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(NamesStore).toSelf();
    bind(NamesService).toSelf();
    bind(NameLookupService).toSelf();
  });
}
