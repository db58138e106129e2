/**
 * `walletport/embedded-server`: the reference secure frame and auth server of the embedded wallet, for a
 * team that hosts its own (Node 20+). One process serves the frame page, its script and the auth API on an
 * origin of its own; the dApp points `createAppKit({ embeddedWallet: { frameUrl } })` at `<url>/frame`.
 * Needs the optional peers `jose`, `nodemailer`, `@electric-sql/pglite` (and `pg` for Postgres, `openid-client`
 * for social sign-in).
 */
export { startEmbeddedWalletServer, type EmbeddedWalletServer, type EmbeddedWalletServerOptions } from './embedded-wallet-server.ts';
export type { DevelopmentMailbox, Mail, Mailer } from './mailer.ts';
