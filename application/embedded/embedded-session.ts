import { inject, injectable } from 'inversify';
import { AccountTypeService } from '../account-type/index.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { ConnectionService } from '../connect/index.ts';
import { ModalService } from '../services/modal.service.ts';
import { NetworkService } from '../network/index.ts';
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
    @inject(ConnectionService) connection: ConnectionService,
    @inject(NetworkService) networks: NetworkService,
    @inject(ModalService) modal: ModalService,
    @inject(AccountTypeService) accountTypes: AccountTypeService,
  ) {
    this.session = new EmbeddedSessionService(runtime, runtime.state, connection, networks, modal, accountTypes);
  }
}
