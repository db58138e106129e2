import { ContainerModule } from 'inversify';
import { EmailLoginService } from '../../application/services/embedded/email-login.service.ts';
import { EmailUpdateService } from '../../application/services/embedded/email-update.service.ts';
import { EmbeddedSessionService } from '../../application/services/embedded/embedded-session.service.ts';
import { FarcasterLoginService } from '../../application/services/embedded/farcaster-login.service.ts';
import { SocialLoginService } from '../../application/services/embedded/social-login.service.ts';
import { EmailLoginStore } from '../../application/stores/email-login.store.ts';
import { EmailUpdateStore } from '../../application/stores/email-update.store.ts';
import { FarcasterLoginStore } from '../../application/stores/farcaster-login.store.ts';
import { SocialLoginStore } from '../../application/stores/social-login.store.ts';

/** The embedded wallet: its session as the AUTH connector, and the logins that make one (e-mail, social, Farcaster). */
export function embeddedModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(EmbeddedSessionService).toSelf();
    bind(EmailLoginStore).toSelf();
    bind(EmailLoginService).toSelf();
    bind(EmailUpdateStore).toSelf();
    bind(EmailUpdateService).toSelf();
    bind(SocialLoginStore).toSelf();
    bind(SocialLoginService).toSelf();
    bind(FarcasterLoginStore).toSelf();
    bind(FarcasterLoginService).toSelf();
  });
}
