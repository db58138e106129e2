import { DEFAULT_ALLOWED_ANCESTORS } from '../../domain/constants/embedded-wallet.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { createAuthService } from './email-login/auth-service.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from './storage/database.ts';
import { frameBundle } from './http/frame-bundle.ts';
import { createDeviceProofs } from './http/device-proof.ts';
import { createFarcasterLogin } from './farcaster/farcaster-login.ts';
import { createFarcasterRelayClient, readFarcasterOption, type FarcasterOption } from './farcaster/farcaster-relay-client.ts';
import { addAuthRoutes } from './http/http-auth-routes.ts';
import { addFarcasterRoutes } from './http/http-farcaster-routes.ts';
import { addPageRoutes } from './http/http-page-routes.ts';
import { addReadinessRoute } from './http/http-readiness-route.ts';
import { withRequestLimits } from './http/http-request-limits.ts';
import { addSocialRoutes } from './http/http-social-routes.ts';
import { createRouter } from './http/http-router.ts';
import { startHttpServer } from './http/http-server.ts';
import { addWalletRoutes } from './http/http-wallet-routes.ts';
import { parseMasterKey } from './wallet/key-custody.ts';
import { createDevelopmentMailbox, createSmtpMailer, type DevelopmentMailbox, type Mailer, type SmtpMailer } from './mail/mailer.ts';
import { openPostgresDatabase } from './storage/postgres-database.ts';
import { isCspSource } from './http/pages.ts';
import { createRequestLimits, readLoginLimits, type LoginLimitsOption } from './storage/request-limits.ts';
import { createRpcProxy } from './http/rpc-proxy.ts';
import { requireSecret } from './sessions/server-secrets.ts';
import { checkSharedSettings } from './storage/server-settings.ts';
import { createSocialLogin } from './social-login/social-login.ts';
import { createSocialProviderClients, readSocialProviders, type SocialProvidersOption } from './social-login/social-providers.ts';
import { createSmartAccounts, readSmartAccountsOption, type SmartAccountsOption } from './wallet/smart-accounts.ts';
import { createWalletSigner } from './wallet/wallet-signer.ts';

export interface EmbeddedWalletServerOptions {
  /** Default '127.0.0.1'. */
  readonly host?: string;
  /** Default 0 (any free port). */
  readonly port?: number;
  /** Default http://<host>:<port>; device links and the session tokens' issuer use it. */
  readonly publicUrl?: string;
  /** The project id of the dApps this server serves (their `projectId` option of createAppKit). */
  readonly projectId: string;
  /** The dApp origins allowed to embed the frame (wildcards as domain/policies/origin-allowlist.ts). */
  readonly allowedOrigins: readonly string[];
  /** eip155 chain id → JSON-RPC URL. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  /** 32 bytes as hex or base64: the key the users' wallet keys are encrypted with. Keep it secret and keep it: a lost key loses every wallet. */
  readonly masterKey: string;
  /** At least 32 characters: keys the HMAC of the stored e-mail codes. */
  readonly otpSecret: string;
  /** At least 32 characters: signs the session tokens. Changing it signs everyone out. */
  readonly jwtSecret: string;
  /**
   * Default: PGlite in memory (everything is lost at stop). `pgliteDir`: PGlite kept there, for one process.
   * `connectionString`: Postgres, which several servers can share; `maxConnections` is this server's pool size
   * (default 10): the servers together must stay under the database's max_connections.
   */
  readonly database?:
    | {
        /** The folder PGlite keeps the database in; in memory when absent. */
        readonly pgliteDir?: string;
      }
    | {
        /** A Postgres connection string (`postgres://user:pass@host/db`). */
        readonly connectionString: string;
        /** This server's pool size; 10 by default. */
        readonly maxConnections?: number;
      };
  /**
   * Required, so a deployment never ends up on the development mailbox by omission: 'development' keeps
   * mails in memory, logs them and lists them at /mailbox (every code readable there); production gives SMTP.
   */
  readonly mailer:
    | 'development'
    | {
        /** The SMTP server, e.g. `smtps://user:pass@smtp.example.com`. */
        readonly smtpUrl: string;
        /** The sender, usually one of the SMTP account's verified addresses; `walletport <no-reply@localhost>` by default. */
        readonly from?: string;
      };
  /** Default console.log. */
  readonly log?: (line: string) => void;
  /** Stops by itself after this long without a request (default: never). */
  readonly idleTimeoutMs?: number;
  /** The frame's script (default: bundled from infrastructure/embedded-frame/main.ts). */
  readonly frameScript?: () => Promise<string>;
  /** How long POST /api/device/wait holds an unconfirmed device (default 20 s). */
  readonly deviceWaitMs?: number;
  /** Milliseconds since the epoch, for token and code lifetimes. */
  readonly now?: () => number;
  /** The social providers offered (OpenID Connect, this server a registered client of each; see social-providers.ts). */
  readonly socialProviders?: SocialProvidersOption;
  /** eip155 chain id → the SimpleAccountFactory there: the users get smart accounts on those chains (smart-accounts.ts). */
  readonly smartAccounts?: SmartAccountsOption;
  /**
   * Whether the default allowed ancestors (localhost and 127.0.0.1 on any port, *.pages.dev, *.vercel.app,
   * *.ngrok-free.app, the WalletConnect secure-mobile hosts) may embed the frame besides `allowedOrigins`
   * (default true, as the spec has it). Anyone can put a page on those hosts: a deployment turns them off.
   */
  readonly defaultAncestors?: boolean;
  /** Sign In With Farcaster through this auth relay (see farcaster-relay-client.ts); without it, not offered. */
  readonly farcaster?: FarcasterOption;
  /**
   * Default false: the client is the socket's peer. True behind one reverse proxy that appends the client's
   * address to X-Forwarded-For (never otherwise: any client could then name itself whatever it likes).
   */
  readonly trustProxy?: boolean;
  /** E-mail codes asked for and entered per client address and in all, each 10 minutes (request-limits.ts). */
  readonly loginLimits?: LoginLimitsOption;
}

export interface EmbeddedWalletServer {
  /** The server's public address, without a trailing slash. */
  readonly url: string;
  /** The development mailbox, unless mails go out by SMTP. */
  readonly mailbox: DevelopmentMailbox | undefined;
  /** Resolves once the server has stopped: by stop(), after the idle timeout, or at process exit. */
  readonly stopped: Promise<void>;
  /** Stops the server and closes its database; `stopped` settles then. */
  stop(): Promise<void>;
}

/**
 * The embedded wallet's reference auth server: the secure frame's page (/frame) and script (/frame.js),
 * the device page, the JSON API under /api the frame calls with same-origin fetch, and in development
 * the mailbox. Listens on 127.0.0.1 unless told otherwise; stops with the process.
 */
export async function startEmbeddedWalletServer(options: EmbeddedWalletServerOptions): Promise<EmbeddedWalletServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const defaultAncestors = options.defaultAncestors !== false;
  // Configuration mistakes fail before the database takes seconds to open.
  const rpcUrls = readRpcUrls(options.rpcUrls);
  readConfiguration(options);
  const socialProviders = readSocialProviders(options.socialProviders);
  const smartAccountFactories = readSmartAccountsOption(options.smartAccounts, rpcUrls);
  const loginLimits = readLoginLimits(options.loginLimits);
  const farcasterServices = options.farcaster === undefined ? undefined : readFarcasterOption(options.farcaster);
  for (const origin of options.allowedOrigins.filter((entry) => !isCspSource(entry))) {
    log(`[config] allowed origin ${JSON.stringify(origin)} is not an origin a Content-Security-Policy can name; left out of frame-ancestors`);
  }

  const { mailer, mailbox, smtp } = openMailer(options.mailer, log);
  const db = await openDatabase(options.database, log);
  let stopping: Promise<void> | undefined;
  let markStopped: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (markStopped = resolve));
  const http = await startHttpServer({ host, port: options.port ?? 0, log, idleTimeoutMs: options.idleTimeoutMs, onIdle: () => void stop() })
    .catch(async (error: unknown) => {
      await db.close();
      smtp?.close();
      throw error;
    });

  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  const url = (options.publicUrl ?? `http://${hostInUrl}:${http.port}`).replace(/\/+$/, '');
  const onExit = () => {
    http.closeNow();
    smtp?.close();
  };
  process.once('exit', onExit);

  function stop(): Promise<void> {
    stopping ??= (async () => {
      process.off('exit', onExit);
      try {
        await http.close();
        await db.close();
      } finally {
        smtp?.close();
        log(`walletport embedded wallet server at ${url} stopped`);
        markStopped();
      }
    })();
    return stopping;
  }

  try {
    // Before any route: a server that disagrees with the others on its database never answers a visitor.
    await checkSharedSettings(db, {
      publicUrl: url, projectId: options.projectId, masterKey: options.masterKey, otpSecret: options.otpSecret, jwtSecret: options.jwtSecret,
    });
    const auth = createAuthService({
      db, mailer, masterKey: options.masterKey, otpSecret: options.otpSecret, jwtSecret: options.jwtSecret,
      projectId: options.projectId, publicUrl: url, ...(options.now === undefined ? {} : { now: options.now }),
    });
    const signer = createWalletSigner({ masterKey: options.masterKey, sessionUser: auth.sessionUser, rpcUrls });
    const router = createRouter();
    addReadinessRoute(router, db);
    const requestLimits = createRequestLimits(db, loginLimits, options.now ?? Date.now);
    addAuthRoutes(withRequestLimits(router, requestLimits), { auth, ...(options.deviceWaitMs === undefined ? {} : { deviceWaitMs: options.deviceWaitMs }) });
    const smartAccounts = createSmartAccounts({ masterKey: options.masterKey, rpcUrls, factories: smartAccountFactories });
    addWalletRoutes(router, { auth, signer, rpc: createRpcProxy({ rpcUrls }), smartAccounts });
    addSocialRoutes(router, createSocialLogin({
      db, identityLogin: auth.identityLogin, providers: createSocialProviderClients(socialProviders),
      // The origins the frame itself talks to: the project's and the default ancestors.
      allowedOrigins: [...options.allowedOrigins, ...(defaultAncestors ? DEFAULT_ALLOWED_ANCESTORS : [])], publicUrl: url, now: options.now ?? Date.now,
    }));
    addFarcasterRoutes(router, farcasterServices && createFarcasterLogin({
      db, identityLogin: auth.identityLogin, relay: createFarcasterRelayClient(farcasterServices), publicUrl: url,
      allowedOrigins: [...options.allowedOrigins, ...(defaultAncestors ? DEFAULT_ALLOWED_ANCESTORS : [])],
      now: options.now ?? Date.now, waitMs: farcasterServices.waitMs, pollMs: farcasterServices.pollMs,
    }));
    addPageRoutes(router, {
      frame: { projectId: options.projectId, allowedOrigins: [...options.allowedOrigins], chains: Object.keys(rpcUrls).map(Number), defaultAncestors },
      frameScript: options.frameScript ?? frameBundle,
      ...(mailbox === undefined ? {} : { mailbox }),
      ownHosts: ownHosts(url, hostInUrl, http.port),
    });
    const proofs = createDeviceProofs({ db, now: options.now ?? Date.now, origins: proofOrigins(url, ownHosts(url, hostInUrl, http.port)) });
    http.use(router, { proofs, sessionDeviceKey: (token) => auth.sessionDeviceKey(token), trustProxy: options.trustProxy === true });
  } catch (error) {
    await stop();
    throw error;
  }
  log(`walletport embedded wallet server at ${url}${mailbox === undefined ? '' : ` (mailbox: ${url}/mailbox)`}`);
  return { url, mailbox, stopped, stop };
}

function openMailer(option: EmbeddedWalletServerOptions['mailer'], log: (line: string) => void): {
  mailer: Mailer; mailbox: DevelopmentMailbox | undefined; smtp: SmtpMailer | undefined;
} {
  if (typeof option === 'object' && option !== null) {
    const smtp: SmtpMailer = createSmtpMailer(option.smtpUrl, option.from);
    return { mailer: smtp, mailbox: undefined, smtp };
  }
  if (option !== 'development') throw new Error("mailer needs 'development' or { smtpUrl }");
  const mailbox: DevelopmentMailbox = createDevelopmentMailbox(log);
  return { mailer: mailbox, mailbox, smtp: undefined };
}

async function openDatabase(database: EmbeddedWalletServerOptions['database'], log: (line: string) => void): Promise<SqlDatabase> {
  const maxConnections = database !== undefined && 'connectionString' in database ? database.maxConnections : undefined;
  if (maxConnections !== undefined && (!Number.isSafeInteger(maxConnections) || maxConnections < 1)) {
    throw invalid('database.maxConnections', 'a positive integer');
  }
  const db = database !== undefined && 'connectionString' in database
    ? await openPostgresDatabase(database.connectionString, { log, ...(maxConnections === undefined ? {} : { maxConnections }) })
    : await openPgliteDatabase(database?.pgliteDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function readConfiguration(options: EmbeddedWalletServerOptions): void {
  if (typeof options.projectId !== 'string' || options.projectId.length === 0) throw invalid('projectId', 'a non-empty string');
  if (!Array.isArray(options.allowedOrigins) || !options.allowedOrigins.every((origin) => typeof origin === 'string')) {
    throw invalid('allowedOrigins', 'a list of origins');
  }
  parseMasterKey(options.masterKey).fill(0);
  requireSecret('otpSecret', options.otpSecret);
  requireSecret('jwtSecret', options.jwtSecret);
}

/** The chains, in ascending order, each with an http(s) URL. */
function readRpcUrls(rpcUrls: Readonly<Record<number, string>>): Readonly<Record<number, string>> {
  const entries = Object.entries(rpcUrls ?? {}).map(([key, value]) => [Number(key), value] as const);
  for (const [chainId, value] of entries) {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw invalid('rpcUrls', 'positive integer chain ids as keys');
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) throw invalid(`rpcUrls[${chainId}]`, 'an http(s) URL');
  }
  return Object.fromEntries(entries.sort(([a], [b]) => a - b));
}

/**
 * The origins a device proof may name: the public address, and this server's own names reached directly
 * (over http, or https where the server itself terminates TLS).
 */
function proofOrigins(url: string, hosts: ReadonlySet<string>): ReadonlySet<string> {
  return new Set([new URL(url).origin.toLowerCase(), ...[...hosts].flatMap((host) => [`http://${host}`, `https://${host}`])]);
}

function ownHosts(url: string, hostInUrl: string, port: number): ReadonlySet<string> {
  const local = [hostInUrl, '127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`.toLowerCase());
  return new Set([new URL(url).host.toLowerCase(), ...local]);
}

function invalid(name: string, expected: string) {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
