import { randomUUID } from 'node:crypto';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { EmbeddedUserView } from '../email-login/auth-service.ts';
import type { AuthStore, UserRecord } from '../storage/auth-store.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { createIdentityStore } from '../storage/identity-store.ts';
import { createWalletKeys, type MasterKey } from '../wallet/key-custody.ts';
import { readEmail } from '../email-login/login-fields.ts';
import type { SessionTokens } from './sessions.ts';

/**
 * Sign-in through an identity provider (a social account, Farcaster): the provider vouches for an
 * account, named by its stable subject id, and this gives that account a wallet. The same
 * (provider, subject) always reaches the same user; the username is only shown, refreshed at each
 * sign-in. An e-mail the provider verified joins the user of that e-mail, so a visitor who signed in by
 * e-mail and later with a provider of the same address keeps one wallet.
 */
export const IDENTITY_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

export interface IdentityClaims {
  readonly provider: IdentityProvider;
  readonly subject: string;
  readonly username: string | null;
  /** Only an address the provider says it verified; links to an existing e-mail user of that address. */
  readonly verifiedEmail: string | null;
}

export interface IdentityLogin {
  /** A session for the account the provider vouched for, bound to the device key that started the sign-in. */
  signIn(claims: IdentityClaims, device: { readonly deviceKey: string }): Promise<{ sessionToken: string; user: EmbeddedUserView }>;
}

export interface IdentityLoginDependencies {
  readonly db: SqlDatabase;
  readonly masterKey: MasterKey;
  readonly sessions: SessionTokens;
  readonly store: AuthStore;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
}

const MAX_SUBJECT_LENGTH = 255;
/** What the frame's protocol carries as a user name. */
export const MAX_USERNAME_LENGTH = 200;

export function isIdentityProvider(value: unknown): value is IdentityProvider {
  return (IDENTITY_PROVIDERS as readonly unknown[]).includes(value);
}

export function createIdentityLogin(deps: IdentityLoginDependencies): IdentityLogin {
  const { masterKey, sessions, store, now } = deps;
  const identities = createIdentityStore(deps.db);

  async function linkedUser(claims: IdentityClaims): Promise<UserRecord | undefined> {
    const userId = await identities.touch(claims);
    return userId === undefined ? undefined : store.findUserById(userId);
  }

  /** The user of the verified e-mail, else a new user (with that e-mail, or none). */
  async function candidateUser(claims: IdentityClaims): Promise<{ user: UserRecord; created: boolean }> {
    const at = now();
    const id = randomUUID();
    if (claims.verifiedEmail === null) {
      return { user: await store.insertUserWithoutEmail({ id, ...createWalletKeys(masterKey) }, at), created: true };
    }
    const existing = await store.findUserByEmail(claims.verifiedEmail);
    if (existing !== undefined) return { user: existing, created: false };
    const user = await store.insertUser({ id, email: claims.verifiedEmail, ...createWalletKeys(masterKey) }, at);
    return { user, created: user.id === id };
  }

  async function userFor(claims: IdentityClaims): Promise<UserRecord> {
    const linked = await linkedUser(claims);
    if (linked !== undefined) return linked;
    const { user, created } = await candidateUser(claims);
    if (await identities.link(claims, user.id)) return user;
    // A parallel first sign-in of the same account linked it first. A user made here without an e-mail
    // is reachable by nobody else, so it goes; one with an e-mail may already be the e-mail login's.
    if (created && user.email === null) await store.deleteUser(user.id);
    const winner = await linkedUser(claims);
    if (winner === undefined) throw new Error('The identity just linked cannot be read back');
    return winner;
  }

  return {
    async signIn(input, { deviceKey }) {
      const claims = readClaims(input);
      const user = await userFor(claims);
      const sessionToken = await sessions.issueSession(user.id, { provider: claims.provider, deviceKey });
      return { sessionToken, user: { email: user.email, address: user.address } };
    },
  };
}

/** The username of the user's identity at `provider` (null when it has none or is not linked any more). */
export async function identityUsername(db: SqlDatabase, userId: string, provider: IdentityProvider): Promise<string | null> {
  return createIdentityStore(db).usernameOf(userId, provider);
}

/** The claims checked and normalised: a provider answers what it likes, the database keeps bounded values. */
function readClaims(claims: IdentityClaims): IdentityClaims {
  if (!isIdentityProvider(claims.provider)) throw invalid('provider', `one of ${IDENTITY_PROVIDERS.join(', ')}`);
  const { subject } = claims;
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > MAX_SUBJECT_LENGTH) {
    throw invalid('subject', `1 to ${MAX_SUBJECT_LENGTH} characters`);
  }
  const username = typeof claims.username === 'string' && claims.username.trim() !== ''
    ? claims.username.trim().slice(0, MAX_USERNAME_LENGTH)
    : null;
  const verifiedEmail = claims.verifiedEmail === null ? null : readEmail(claims.verifiedEmail, 'verifiedEmail');
  return { provider: claims.provider, subject, username, verifiedEmail };
}

function invalid(name: string, expected: string) {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
