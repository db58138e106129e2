import { ContainerModule, type Newable } from 'inversify';
import { AppKitFacade } from '../../application/app-kit.ts';
import { ALL_CAPABILITY_CLASSES, CAPABILITIES, CAPABILITY_CLASSES, type Capabilities } from '../../application/capabilities.ts';
import type { AppKitConfig } from '../../application/config.ts';
import { FLOW_CLASSES, FLOWS, type FlowName, type Flows } from '../../application/flows/registry.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { isSiwxConfig } from '../../application/ports/siwx.port.ts';
import { WALLET_CONNECT_PORT } from '../../application/ports/walletconnect.port.ts';
import { TOKENS } from '../../application/tokens.ts';
import { walletConnectPort } from '../walletconnect/walletconnect-port.ts';

/**
 * The capabilities: the two ports they need that come from the options (the WalletConnect relay, the
 * integrator's SIWX config), every capability class of the one list bound as itself, the capabilities and
 * the flows as the facade receives them (by name), and the facade the public API returns. Each capability
 * builds its own parts; nothing here binds a part.
 */
export function capabilitiesModule(options: AppKitOptions, config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(WALLET_CONNECT_PORT).toDynamicValue(({ get }) => {
      const port = walletConnectPort(options, config);
      // Whoever uses the port (a pairing, a restore), destroying the instance lets go of the relay.
      get<Lifecycle>(Lifecycle).add(() => void port?.close?.());
      return port;
    }).inSingletonScope();
    // The option comes from untyped JavaScript too: anything that is not a SIWX config leaves SIWX off.
    bind(TOKENS.Siwx).toConstantValue(isSiwxConfig(options.siwx) ? options.siwx : null);
    for (const capability of ALL_CAPABILITY_CLASSES) bind(capability).toSelf();
    bind(CAPABILITIES).toDynamicValue(({ get }) => {
      const names = Object.keys(CAPABILITY_CLASSES) as (keyof Capabilities)[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(CAPABILITY_CLASSES[name])])) as unknown as Capabilities;
    });
    bind(FLOWS).toDynamicValue(({ get }) => {
      const names = Object.keys(FLOW_CLASSES) as FlowName[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(FLOW_CLASSES[name] as Newable<unknown>)])) as unknown as Flows;
    });
    // The facade asks for the capabilities, the modal first, so the modal (whose navigator follows the use
    // cases' outcomes) is built with the facade, before any use case can report an outcome.
    bind(AppKitFacade).toSelf();
  });
}
