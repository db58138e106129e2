import { randomBytes } from 'node:crypto';
import { isAddressEqual, verifyMessage, type Address, type Hex } from 'viem';
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import type { EmbeddedUserView } from '../email-login/auth-service.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { createFarcasterLoginStore, type PendingFarcasterLogin } from '../storage/farcaster-login-store.ts';
import type { FarcasterChannelStatus, FarcasterRelayClient } from './farcaster-relay-client.ts';
import { invalidArgument } from '../http/http-errors.ts';
import { readPageOrigin } from '../http/page-origin.ts';
import type { IdentityClaims, IdentityLogin } from '../sessions/identity-login.ts';

/**
 * Sign In With Farcaster through an auth relay. `start` opens a relay channel with a fresh SIWE nonce
 * and keeps the relay's channel token and the nonce here (`farcaster_logins`); the page gets the
 * Farcaster client's link and an opaque channel id. `wait` long-polls the relay until the visitor
 * approved in their Farcaster client, then checks the signed message itself: nothing the relay says is
 * believed but the message, its signature, and the fid's custody address from the ID registry lookup.
 */
export const FARCASTER_LOGIN_LIFETIME_MS = 10 * 60_000;
/** Under the frame's own wait (about 25 s), itself under the page's 30 s request timeout for the embedded wallet's calls. */
export const FARCASTER_WAIT_MS = 20_000;
const FARCASTER_POLL_MS = 1_000;
/** What every SIWF message says: the statement, and chain 10 (OP Mainnet, home of the ID registry). */
const SIWF_STATEMENT = 'Farcaster Auth';
const SIWF_CHAIN_ID = 10;
const MAX_CHANNEL_ID_LENGTH = 100;

export interface FarcasterLoginConfig {
  readonly db: SqlDatabase;
  readonly identityLogin: IdentityLogin;
  readonly relay: FarcasterRelayClient;
  /** This server's public address: the SIWE uri, and its host the SIWE domain. */
  readonly publicUrl: string;
  /** The dApp origins of the project: a sign-in is opened only for one of their pages. */
  readonly allowedOrigins: readonly string[];
  /** Milliseconds since the epoch, for the channel's lifetime and the message's. */
  readonly now: () => number;
  readonly waitMs?: number;
  readonly pollMs?: number;
}

export type FarcasterWaitResult = { readonly sessionToken: string; readonly user: EmbeddedUserView } | { readonly pending: true };

export interface FarcasterLogin {
  /** `deviceKey`: the thumbprint of the frame's device key (device-proof.ts), which alone may wait on the channel. */
  start(request: { readonly deviceKey: string; readonly origin: unknown }): Promise<{ url: string; channelId: string }>;
  /** The session once the approval verifies; `{ pending: true }` when the wait time passes (or the signal aborts) first. */
  wait(request: { readonly channelId: unknown; readonly deviceKey: string }, options?: { readonly signal?: AbortSignal }): Promise<FarcasterWaitResult>;
}

type Approval = Extract<FarcasterChannelStatus, { state: 'completed' }>;

const PENDING = { pending: true } as const;

export function createFarcasterLogin(config: FarcasterLoginConfig): FarcasterLogin {
  const { relay, now } = config;
  const store = createFarcasterLoginStore(config.db);
  const siweUri = config.publicUrl;
  const domain = new URL(config.publicUrl).host;
  const waitMs = config.waitMs ?? FARCASTER_WAIT_MS;
  const pollMs = config.pollMs ?? FARCASTER_POLL_MS;

  /** The approval's claims, else FARCASTER_SIGNATURE_INVALID; a registry that cannot be asked is a failure of its own. */
  async function verify(approval: Approval, login: PendingFarcasterLogin, signal?: AbortSignal): Promise<IdentityClaims> {
    const message = parseSiweMessage(approval.message);
    const fidResources = (message.resources ?? []).filter((resource) => resource.startsWith('farcaster://'));
    const wellFormed = message.statement === SIWF_STATEMENT && message.chainId === SIWF_CHAIN_ID && message.uri === siweUri
      && fidResources.length === 1 && fidResources[0] === `farcaster://fid/${approval.fid}`
      && validateSiweMessage({ message, domain, nonce: login.nonce, time: new Date(now()) });
    if (!wellFormed) throw refused('The message is not a SIWF message for this channel.');
    const custody = await relay.custodyOf(approval.fid, signal);
    if (custody === undefined || message.address === undefined || !isAddressEqual(message.address, custody)) {
      throw refused('The message is not signed for the fid\'s custody address.');
    }
    if (!(await signedBy(custody, approval))) throw refused('The signature is not the custody address\'s.');
    return { provider: 'farcaster', subject: String(approval.fid), username: approval.username, verifiedEmail: null };
  }

  async function finish(approval: Approval, login: PendingFarcasterLogin, signal?: AbortSignal) {
    // Bound at the start: only the device that opened the channel reaches here (see `wait`).
    let claims: IdentityClaims;
    try {
      claims = await verify(approval, login, signal);
    } catch (error) {
      // A forged or mismatched approval spends the channel; an unreachable registry leaves it to retry.
      if (WalletportError.is(error, 'FARCASTER_SIGNATURE_INVALID')) await store.spend(login.channelId, now());
      throw error;
    }
    // Of two waits that verified the same approval, one signs in.
    if (!(await store.spend(login.channelId, now()))) throw refused('The channel was used meanwhile.');
    return config.identityLogin.signIn(claims, { deviceKey: login.deviceKey });
  }

  return {
    async start(request) {
      readPageOrigin(request.origin, config.allowedOrigins);
      const nonce = generateSiweNonce();
      const channel = await relay.createChannel({ siweUri, domain, nonce });
      const channelId = randomBytes(32).toString('base64url');
      const at = now();
      await store.removeExpired(at);
      await store.insert({ channelId, channelToken: channel.channelToken, nonce, deviceKey: request.deviceKey, expiresAt: at + FARCASTER_LOGIN_LIFETIME_MS });
      return { url: channel.url, channelId };
    },

    async wait(request, { signal } = {}) {
      const channelId = readChannelId(request.channelId);
      // Real time, not the injected clock: this is how long a request is held.
      const deadline = Date.now() + waitMs;
      for (;;) {
        const login = await store.findUsable(channelId, now());
        if (login === undefined) throw refused('The channel is unknown, expired or used.');
        // A channel id read off the page signs in nobody but the device that opened the channel.
        if (login.deviceKey !== request.deviceKey) throw catalogueError('LOGIN_OTHER_DEVICE');
        let status: FarcasterChannelStatus;
        try {
          status = await relay.status(login.channelToken, signal);
        } catch (error) {
          if (signal?.aborted) return PENDING;
          throw error;
        }
        if (status.state === 'completed') return finish(status, login, signal);
        const left = deadline - Date.now();
        if (left <= 0 || signal?.aborted) return PENDING;
        await sleep(Math.min(left, pollMs), signal);
      }
    },
  };
}

async function signedBy(custody: Address, approval: Approval): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]+$/.test(approval.signature)) return false;
  try {
    return await verifyMessage({ address: custody, message: approval.message, signature: approval.signature as Hex });
  } catch {
    return false;
  }
}

function readChannelId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_CHANNEL_ID_LENGTH) {
    throw invalidArgument('channelId', `1 to ${MAX_CHANNEL_ID_LENGTH} characters`);
  }
  return value;
}

function refused(details: string) {
  return catalogueError('FARCASTER_SIGNATURE_INVALID', { details });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
