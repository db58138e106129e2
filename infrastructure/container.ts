import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { AppKitFacade } from '../application/app-kit.ts';
import type { AppKitOptions } from '../application/options.ts';
import { resolveConfig } from '../application/options.ts';
import { accountModule } from './composition/account.module.ts';
import { connectionModule } from './composition/connection.module.ts';
import { environmentModule } from './composition/environment.module.ts';
import { flowsModule } from './composition/flows.module.ts';
import { modalModule } from './composition/modal.module.ts';
import { networkModule } from './composition/network.module.ts';
import { runtimeModule } from './composition/runtime.module.ts';
import { remoteServicesModule } from './composition/remote-services.module.ts';
import { walletsModule } from './composition/wallets.module.ts';

/**
 * The one composition root. A new container per createAppKit call: two instances on one page
 * (or two tests in one process) never share state. Each module binds one concept of the product.
 */
export function createAppKitContainer(options: AppKitOptions): Container {
  const config = resolveConfig(options);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    environmentModule(options, config),
    remoteServicesModule(options),
    runtimeModule(config),
    connectionModule(),
    networkModule(),
    accountModule(),
    walletsModule(options, config),
    flowsModule(options, config),
    modalModule(),
  );
  return container;
}

export function createAppKitFacade(options: AppKitOptions): AppKitFacade {
  return createAppKitContainer(options).get(AppKitFacade);
}
