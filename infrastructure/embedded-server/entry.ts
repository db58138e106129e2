/**
 * `walletport/embedded-server`: the reference secure frame and auth server of the embedded wallet, for a
 * team that hosts its own (Node 20+). One process serves the frame page, its script and the auth API on an
 * origin of its own; the dApp points `createAppKit({ embeddedWallet: { frameUrl } })` at `<url>/frame`.
 * Needs the optional peers `jose`, `nodemailer`, `@electric-sql/pglite` (and `pg` for Postgres, `openid-client`
 * for social sign-in).
 */
export { startEmbeddedWalletServer, type EmbeddedWalletServer, type EmbeddedWalletServerOptions } from './embedded-wallet-server.ts';
export type { DevelopmentMailbox, Mail, Mailer } from './mail/mailer.ts';
export type { SocialProviderConfig, SocialProvidersOption } from './social-login/social-providers.ts';
export type { FarcasterOption } from './farcaster/farcaster-relay-client.ts';
export type { SmartAccountsOption } from './wallet/smart-accounts.ts';
export type { LoginLimitsOption, RequestKind } from './storage/request-limits.ts';
/** The smart-account contracts, to deploy the factory on a chain before naming it in `smartAccounts`. */
export {
  SIMPLE_ACCOUNT_ABI, SIMPLE_ACCOUNT_FACTORY_ABI, SIMPLE_ACCOUNT_FACTORY_BYTECODE,
} from './wallet/smart-account/artifacts.ts';
