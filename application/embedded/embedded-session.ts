import { AccountTypeFlow } from '../account-type/index.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Connect } from '../connect/index.ts';
import { Network } from '../network/index.ts';
import { EmbeddedSessionService } from './embedded-session.service.ts';

/**
 * The embedded wallet's session capability: the frame's signed-in user attached as the AUTH connector,
 * at start when it was used before or after a login. The logins (e-mail, social, Farcaster) build on it.
 */
export const EmbeddedSession = defineCapability(
  'embedded',
  { runtime: RUNTIME, connect: Connect, network: Network, accountTypes: AccountTypeFlow },
  ({ runtime, connect, network, accountTypes }) => ({
    session: new EmbeddedSessionService(runtime, runtime.state, connect.connection, network.service, accountTypes.service),
  }),
);
export type EmbeddedSession = CapabilityParts<typeof EmbeddedSession>;
