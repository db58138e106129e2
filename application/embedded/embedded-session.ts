import { inject, injectable } from 'inversify';
import { AccountTypeFlow } from '../account-type/index.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { Connect } from '../connect/index.ts';
import { Network } from '../network/index.ts';
import { EmbeddedSessionService } from './embedded-session.service.ts';

/**
 * The embedded wallet's session capability: the frame's signed-in user attached as the AUTH connector,
 * at start when it was used before or after a login. The logins (e-mail, social, Farcaster) build on it.
 */
@injectable()
export class EmbeddedSession {
  readonly session: EmbeddedSessionService;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Connect) connect: Connect,
    @inject(Network) network: Network,
    @inject(AccountTypeFlow) accountTypes: AccountTypeFlow,
  ) {
    this.session = new EmbeddedSessionService(runtime, runtime.state, connect.connection, network.service, accountTypes.service);
  }
}
