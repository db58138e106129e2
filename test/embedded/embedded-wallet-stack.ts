import { randomBytes } from 'node:crypto';
import { startEmbeddedWalletServer, type EmbeddedWalletServer } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { startFarcasterRelay, type FarcasterRelay } from '../stand-ins/farcaster-relay.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startOidcStandIn, type OidcStandIn } from '../stand-ins/oidc-provider.ts';
import { deploySmartAccountFactory } from '../stand-ins/smart-account-factory.ts';

export interface EmbeddedWalletStackOptions {
  /** The auth server's port; 0 or left out: a free one. */
  readonly port?: number;
  /** The OpenID provider stand-in's and the Farcaster relay's ports; left out: free ones. */
  readonly oidcPort?: number;
  readonly farcasterPort?: number;
  readonly projectId: string;
  readonly allowedOrigins: readonly string[];
  /** eip155 chain id → anvil RPC URL; each chain gets the smart-account factory deployed. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  readonly log?: (line: string) => void;
}

export interface EmbeddedWalletStack {
  readonly wallet: EmbeddedWalletServer;
  readonly oidc: OidcStandIn;
  readonly farcaster: FarcasterRelay;
  stop(): Promise<void>;
}

/**
 * The embedded wallet as `npm start` and the browser tests run it: the reference frame and auth server
 * with fresh secrets, an in-memory database and the development mailbox, the local OpenID provider playing
 * the six social providers, the Farcaster relay stand-in with its client page, and the smart-account
 * factory deployed on each local chain.
 */
export async function startEmbeddedWalletStack(options: EmbeddedWalletStackOptions): Promise<EmbeddedWalletStack> {
  const log = options.log ?? (() => undefined);
  // The provider must know the callback before the server starts, so the server's port is fixed first.
  const port = options.port || (await findFreePort());
  const started: { stop(): Promise<void> }[] = [];
  try {
    const factories = await Promise.all(Object.entries(options.rpcUrls).map(async ([chainId, rpcUrl]) =>
      [Number(chainId), { factory: await deploySmartAccountFactory(rpcUrl) }] as const));
    const oidc = await startOidcStandIn({ port: options.oidcPort ?? 0, redirectUris: [`http://127.0.0.1:${port}/social/callback`] });
    started.push(oidc);
    const farcaster = await startFarcasterRelay({ port: options.farcasterPort ?? 0 });
    started.push(farcaster);
    const wallet = await startEmbeddedWalletServer({
      port,
      projectId: options.projectId,
      allowedOrigins: options.allowedOrigins,
      rpcUrls: options.rpcUrls,
      masterKey: randomBytes(32).toString('hex'),
      otpSecret: randomBytes(32).toString('hex'),
      jwtSecret: randomBytes(32).toString('hex'),
      mailer: 'development',
      socialProviders: oidc.socialProviders,
      farcaster: { relayUrl: farcaster.url },
      smartAccounts: Object.fromEntries(factories),
      log,
    });
    return {
      wallet,
      oidc,
      farcaster,
      stop: async () => {
        await wallet.stop();
        await Promise.allSettled(started.map((item) => item.stop()));
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((item) => item.stop()));
    throw error;
  }
}
