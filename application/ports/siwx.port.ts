import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';

export type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';

/** What `createMessage` is asked for (AppKit's SIWXMessage.Input). */
export interface SiwxMessageInput {
  /** The CAIP-2 id of the network the account signs in on. */
  readonly chainId: CaipNetworkId;
  /** The account signing in, in its family's format. */
  readonly accountAddress: string;
  /** An ISO 8601 time before which the sign-in is not valid; absent for at once. */
  readonly notBefore?: string;
}

/**
 * The sign-in-with-X config an integrator passes as `siwx` (AppKit's SIWXConfig shape): it builds the
 * message, keeps the sessions wherever it likes (memory, cookies, a backend) and says whether sign-in is
 * required.
 */
export interface SiwxConfig {
  /** Builds the message the wallet is asked to sign (domain, nonce, times) for this account and network. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Keeps a session the wallet signed (verifying it first, where the config verifies); rejecting refuses the sign-in. */
  addSession(session: SiwxSession): Promise<void>;
  /** Forgets the sessions of this account on this network (on disconnect). */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every kept session with these (an empty list signs everyone out). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>;
  /** The kept sessions of this account on this network; an empty list means it must sign in. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>;
  /** Required: closing the sign view is blocked and cancelling disconnects. */
  getRequired?(): boolean;
}

/**
 * WalletConnect's one-step authenticate (connect and sign in one prompt, eip155 only). The WalletConnect
 * adapter implements it; it answers with the sessions the wallet signed.
 */
export interface UniversalProviderAuthenticator {
  /** Connects and signs in one prompt; the sessions signed, one per chain the wallet accepted. */
  authenticate(request: {
    /** The eip155 networks offered, as CAIP-2 ids. */
    readonly chains: readonly CaipNetworkId[];
    /** The message's fields, which the wallet formats and signs. */
    readonly message: SiwxMessageData;
  }): Promise<readonly SiwxSession[]>;
}

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const;

/** The `siwx` option comes from untyped JavaScript: anything without the five methods is not a config. */
export function isSiwxConfig(value: unknown): value is SiwxConfig {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return SIWX_METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');
  } catch {
    return false;
  }
}
