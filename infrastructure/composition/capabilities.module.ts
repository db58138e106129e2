import { ContainerModule } from 'inversify';
import { AppKitFacade } from '../../application/app-kit.ts';
import { ALL_CAPABILITIES, CAPABILITIES, CAPABILITY_DEFINITIONS, type Capabilities } from '../../application/capabilities.ts';
import { tokenOf, type ResolvedNeeds } from '../../application/capability.ts';
import type { AppKitConfig } from '../../application/config.ts';
import { FLOW_DEFINITIONS, FLOWS, type FlowName, type Flows } from '../../application/flows/registry.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { isSiwxConfig } from '../../application/ports/siwx.port.ts';
import { WALLET_CONNECT_PORT } from '../../application/ports/walletconnect.port.ts';
import { TOKENS } from '../../application/tokens.ts';
import { walletConnectPort } from '../walletconnect/walletconnect-port.ts';

/**
 * The capabilities: the two ports they need that come from the options (the WalletConnect relay, the
 * integrator's SIWX config), every capability of the one list (built once from what it needs), the
 * capabilities and the flows as the facade receives them (by name), and the facade the public API returns.
 * Each capability builds its own parts; nothing here binds a part.
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
    for (const capability of ALL_CAPABILITIES) {
      bind(capability.token).toDynamicValue(({ get }) => {
        const needs = Object.fromEntries(Object.entries(capability.needs).map(([name, need]) => [name, get<unknown>(tokenOf(need))]));
        return capability.build(needs as ResolvedNeeds<typeof capability.needs>);
      });
    }
    bind(CAPABILITIES).toDynamicValue(({ get }) => {
      const names = Object.keys(CAPABILITY_DEFINITIONS) as (keyof Capabilities)[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(CAPABILITY_DEFINITIONS[name].token)])) as unknown as Capabilities;
    });
    bind(FLOWS).toDynamicValue(({ get }) => {
      const names = Object.keys(FLOW_DEFINITIONS) as FlowName[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(FLOW_DEFINITIONS[name].token)])) as unknown as Flows;
    });
    // The facade asks for the capabilities, the modal first, so the modal (whose navigator follows the use
    // cases' outcomes) is built with the facade, before any use case can report an outcome.
    bind(AppKitFacade).toSelf();
  });
}
