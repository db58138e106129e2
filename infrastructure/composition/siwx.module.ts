import { ContainerModule } from 'inversify';
import type { AppKitOptions } from '../../application/options.ts';
import { isSiwxConfig } from '../../application/ports/siwx.port.ts';
import { SiwxSessionsService } from '../../application/services/siwx-sessions.service.ts';
import { SiwxSigner } from '../../application/services/siwx-signer.ts';
import { SiwxService } from '../../application/services/siwx.service.ts';
import { TOKENS } from '../../application/tokens.ts';

/** Sign in with the wallet (SIWX): the integrator's sessions, the signer, the sign-in. */
export function siwxModule(options: AppKitOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // The option comes from untyped JavaScript too: anything that is not a SIWX config leaves SIWX off.
    bind(TOKENS.Siwx).toConstantValue(isSiwxConfig(options.siwx) ? options.siwx : null);
    bind(SiwxSessionsService).toSelf();
    bind(SiwxSigner).toSelf();
    bind(SiwxService).toSelf();
  });
}
