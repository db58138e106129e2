import { ContainerModule } from 'inversify';
import { NameLookupService, NamesFlow } from '../../application/names/index.ts';

/**
 * Names: looking one up, registering one for the account. The capability class (NamesFlow) is bound with
 * the flows; its lookups stay reachable by class for the host commands, which read identities too.
 */
export function namesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
  });
}
