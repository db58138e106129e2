import { ContainerModule } from 'inversify';
import { ChainAdapterRegistry, ConnectorService, SessionRegistry, Wallets } from '../../application/wallets/index.ts';

/** The base of every chain-touching capability: chain adapters, announced wallets, live sessions. */
export function walletsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // The parts are reachable by class too, for the code that asks for one part by name.
  });
}
