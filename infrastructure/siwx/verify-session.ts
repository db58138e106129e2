import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { siwxMessageMatchesData, siwxTimeStatus } from '../../domain/siwx/siwx-message-text.ts';
import { BitcoinVerifier } from './bitcoin-verifier.ts';
import { CosmosVerifier } from './cosmos-verifier.ts';
import { EIP155Verifier } from './eip155-verifier.ts';
import { PolkadotVerifier } from './polkadot-verifier.ts';
import { SolanaVerifier } from './solana-verifier.ts';

/** Checks one chain family's signatures (AppKit's SIWXVerifier shape). */
export interface SIWXVerifier {
  readonly chainNamespace: ChainNamespace;
  /** Whether this verifier judges the session; by default, when the chain id is in its namespace. */
  shouldVerify?(session: SiwxSession): boolean;
  /** True only for a signature by the session's address over the session's message; never throws for bad input. */
  verify(session: SiwxSession): Promise<boolean>;
}

/**
 * The verifiers used when none are given, one per chain family. A family is added by writing its verifier
 * file and one line here.
 */
export const DEFAULT_SIWX_VERIFIERS: { readonly [N in ChainNamespace]?: SIWXVerifier } = {
  eip155: new EIP155Verifier(),
  solana: new SolanaVerifier(),
  polkadot: new PolkadotVerifier(),
  bip122: new BitcoinVerifier(),
  cosmos: new CosmosVerifier(),
};

export interface VerifySiwxSessionOptions {
  /** The instant the time bounds are checked against; the current time by default. */
  readonly now?: Date;
  /** The verifiers to choose from; `DEFAULT_SIWX_VERIFIERS` by default. */
  readonly verifiers?: readonly SIWXVerifier[];
}

const DATA_STRINGS = ['nonce', 'domain', 'uri', 'version', 'chainId', 'accountAddress'] as const;
const DATA_OPTIONAL_STRINGS = ['expirationTime', 'issuedAt', 'notBefore', 'requestId', 'statement'] as const;

function isMessageData(value: unknown): value is SiwxMessageData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const resources = data['resources'];
  return DATA_STRINGS.every((key) => typeof data[key] === 'string')
    && DATA_OPTIONAL_STRINGS.every((key) => data[key] === undefined || typeof data[key] === 'string')
    && (resources === undefined || (Array.isArray(resources) && resources.every((item) => typeof item === 'string')));
}

/**
 * Whether a value has the session shape. Sessions reach a server as JSON and come back from storage, so
 * they are checked before any field is read.
 */
export function isSiwxSession(value: unknown): value is SiwxSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session['message'] === 'string' && typeof session['signature'] === 'string' && isMessageData(session['data']);
}

function namespaceOf(chainId: string): string | undefined {
  const parts = chainId.split(':');
  return parts.length === 2 && parts[1] !== '' ? parts[0] : undefined;
}

/**
 * The message text says what the data says and every verifier that judges the session accepts the
 * signature. No verifier for the chain family means not verified. Time bounds are not checked here.
 */
export async function verifySiwxSignature(
  session: SiwxSession,
  verifiers: readonly SIWXVerifier[] = Object.values(DEFAULT_SIWX_VERIFIERS),
): Promise<boolean> {
  if (!isSiwxSession(session) || !siwxMessageMatchesData(session.message, session.data)) return false;
  const namespace = namespaceOf(session.data.chainId);
  if (namespace === undefined) return false;
  try {
    const judges = verifiers.filter((verifier) =>
      verifier.shouldVerify ? verifier.shouldVerify(session) : verifier.chainNamespace === namespace);
    if (judges.length === 0) return false;
    const verdicts = await Promise.all(judges.map((verifier) => verifier.verify(session)));
    return verdicts.every((verdict) => verdict === true);
  } catch {
    // A verifier written by an integrator may throw; a session it cannot judge is not verified.
    return false;
  }
}

/**
 * Server-side check of a sign-in: the session is well formed, its text is its data, `now` lies within its
 * Not Before / Expiration Time, and the signature verifies for the chain family. Never throws.
 */
export async function verifySiwxSession(session: SiwxSession, options: VerifySiwxSessionOptions = {}): Promise<boolean> {
  if (!isSiwxSession(session)) return false;
  if (siwxTimeStatus(session.data, options.now ?? new Date()) !== 'valid') return false;
  return verifySiwxSignature(session, options.verifiers);
}
