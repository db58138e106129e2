import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { capabilitiesModule } from './composition/capabilities.module.ts';
import { environmentModule } from './composition/environment.module.ts';
import { remoteServicesModule } from './composition/remote-services.module.ts';
import { runtimeModule } from './composition/runtime.module.ts';
import { AppKitFacade } from '../application/app-kit.ts';
import type { AppKitOptions } from '../application/options.ts';
import { resolveConfig } from '../application/options.ts';

/**
 * The one composition root. A new container per createAppKit call: two instances on one page
 * (or two tests in one process) never share state. It binds the host's ports (or their default adapters),
 * the runtime, and the capabilities from their one list; each capability builds its own parts.
 */
export function createAppKitContainer(options: AppKitOptions): Container {
  const config = resolveConfig(options);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    environmentModule(options, config),
    remoteServicesModule(options),
    runtimeModule(config),
    capabilitiesModule(options, config),
  );
  return container;
}

export function createAppKitFacade(options: AppKitOptions): AppKitFacade {
  return createAppKitContainer(options).get(AppKitFacade);
}
