/**
 * The embedded wallet on the page: its session (`EmbeddedSession`, attached as the AUTH connector) and
 * the logins that make one, each a flow that builds its own service and state (e-mail, e-mail update,
 * social, Farcaster). Other layers import from here.
 */
export { EmbeddedSession } from './embedded-session.ts';
export { EmbeddedSessionService, EMBEDDED_WALLET_INFO } from './embedded-session.service.ts';
export { EmailLoginFlow } from './email-login.flow.ts';
export type { EmailLoginCommands } from './email-login.flow.ts';
export { EmailLoginService } from './email-login.service.ts';
export type { EmailLoginState, EmailLoginStep } from './email-login.store.ts';
export { EmailUpdateFlow } from './email-update.flow.ts';
export type { EmailUpdateCommands } from './email-update.flow.ts';
export { EmailUpdateService } from './email-update.service.ts';
export type { EmailUpdateState, EmailUpdateStep } from './email-update.store.ts';
export { SocialLoginFlow } from './social-login.flow.ts';
export type { SocialLoginCommands } from './social-login.flow.ts';
export { SocialLoginService } from './social-login.service.ts';
export type { SocialLoginState, SocialLoginStep } from './social-login.store.ts';
export { FarcasterLoginFlow } from './farcaster-login.flow.ts';
export type { FarcasterLoginCommands } from './farcaster-login.flow.ts';
export { FarcasterLoginService } from './farcaster-login.service.ts';
export type { FarcasterLoginState, FarcasterLoginStep } from './farcaster-login.store.ts';
