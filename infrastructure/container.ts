import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { accountModule } from './composition/account.module.ts';
import { connectModule } from './composition/connect.module.ts';
import { embeddedModule } from './composition/embedded.module.ts';
import { environmentModule } from './composition/environment.module.ts';
import { flowsModule } from './composition/flows.module.ts';
import { modalModule } from './composition/modal.module.ts';
import { namesModule } from './composition/names.module.ts';
import { remoteServicesModule } from './composition/remote-services.module.ts';
import { runtimeModule } from './composition/runtime.module.ts';
import { siwxModule } from './composition/siwx.module.ts';
import { walletConnectModule } from './composition/walletconnect.module.ts';
import { walletsModule } from './composition/wallets.module.ts';
import { AppKitFacade } from '../application/app-kit.ts';
import type { AppKitOptions } from '../application/options.ts';
import { resolveConfig } from '../application/options.ts';

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
    walletsModule(),
    accountModule(),
    connectModule(),
    embeddedModule(),
    walletConnectModule(options, config),
    siwxModule(options),
    namesModule(),
    modalModule(),
    flowsModule(),
  );
  return container;
}

export function createAppKitFacade(options: AppKitOptions): AppKitFacade {
  return createAppKitContainer(options).get(AppKitFacade);
}
