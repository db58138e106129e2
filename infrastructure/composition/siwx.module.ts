import { ContainerModule } from 'inversify';
import type { AppKitOptions } from '../../application/options.ts';
import { isSiwxConfig } from '../../application/ports/siwx.port.ts';
import { SiwxFlow, SiwxSessionsService, SiwxSigner } from '../../application/siwx/index.ts';
import { TOKENS } from '../../application/tokens.ts';

/**
 * Sign in with the wallet (SIWX): the integrator's sessions (their own capability, which the disconnect
 * clears) and the sign-in, whose capability class (SiwxFlow) is bound with the flows.
 */
export function siwxModule(options: AppKitOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // The option comes from untyped JavaScript too: anything that is not a SIWX config leaves SIWX off.
    bind(TOKENS.Siwx).toConstantValue(isSiwxConfig(options.siwx) ? options.siwx : null);
    // The signer stays reachable by class, for the code that signs a message the way the sign-in does.
  });
}
