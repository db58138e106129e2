import { ContainerModule } from 'inversify';
import { ChainAdapterRegistry } from '../../application/services/chain-adapter.registry.ts';
import { ChainChoiceService } from '../../application/services/chain-choice.service.ts';
import { ChainDisconnectService } from '../../application/services/chain-disconnect.service.ts';
import { ConnectionStateService } from '../../application/services/connection-state.service.ts';
import { ConnectionService } from '../../application/services/connection.service.ts';
import { DisconnectService } from '../../application/services/disconnect.service.ts';
import { EmailLoginService } from '../../application/services/embedded/email-login.service.ts';
import { EmbeddedSessionService } from '../../application/services/embedded/embedded-session.service.ts';
import { EmailLoginStore } from '../../application/stores/email-login.store.ts';
import { EmailUpdateService } from '../../application/services/embedded/email-update.service.ts';
import { EmailUpdateStore } from '../../application/stores/email-update.store.ts';
import { SocialLoginService } from '../../application/services/embedded/social-login.service.ts';
import { SocialLoginStore } from '../../application/stores/social-login.store.ts';
import { FarcasterLoginService } from '../../application/services/embedded/farcaster-login.service.ts';
import { FarcasterLoginStore } from '../../application/stores/farcaster-login.store.ts';
import { PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { SessionRegistry } from '../../application/services/session-registry.ts';
import { ConnectionStore } from '../../application/stores/connection.store.ts';
import { AccountStore } from '../../application/stores/stores.ts';

/**
 * Connecting a wallet and keeping the session: chain adapters, wallet sessions, the stored session,
 * connection status per namespace, disconnecting, and the embedded wallet's login (spec §4).
 */
export function connectionModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ChainAdapterRegistry).toSelf();
    bind(SessionRegistry).toSelf();
    bind(ConnectionService).toSelf();
    bind(ChainChoiceService).toSelf();
    bind(ConnectionStateService).toSelf();
    bind(ChainDisconnectService).toSelf();
    bind(DisconnectService).toSelf();
    // The embedded wallet: its session as the AUTH connector, and the logins that make one (e-mail, social, Farcaster).
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
