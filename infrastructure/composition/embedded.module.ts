import { ContainerModule } from 'inversify';
import {
  EmailLoginFlow,
  EmailLoginService,
  EmailUpdateFlow,
  EmailUpdateService,
  EmbeddedSession,
  EmbeddedSessionService,
  FarcasterLoginFlow,
  FarcasterLoginService,
  SocialLoginFlow,
  SocialLoginService,
} from '../../application/embedded/index.ts';

/**
 * The embedded wallet: its session as the AUTH connector (`EmbeddedSession`), and the logins that make
 * one, whose flow classes (bound with the other flows) build their own service and state. The services
 * stay reachable by class for the facade's command list and the tests.
 */
export function embeddedModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
  });
}
