import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';

export type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';

/** What `createMessage` is asked for (AppKit's SIWXMessage.Input). */
export interface SiwxMessageInput {
  readonly chainId: CaipNetworkId;
  readonly accountAddress: string;
  readonly notBefore?: string;
}

/**
 * The sign-in-with-X config an integrator passes as `siwx` (AppKit's SIWXConfig shape): it builds the
 * message, keeps the sessions wherever it likes (memory, cookies, a backend) and says whether sign-in is
 * required.
 */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  addSession(session: SiwxSession): Promise<void>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  setSessions(sessions: readonly SiwxSession[]): Promise<void>;
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>;
  /** Required: closing the sign view is blocked and cancelling disconnects. */
  getRequired?(): boolean;
}

/**
 * WalletConnect's one-step authenticate (connect and sign in one prompt, eip155 only). The WalletConnect
 * adapter implements it; it answers with the sessions the wallet signed.
 */
export interface UniversalProviderAuthenticator {
  authenticate(request: { readonly chains: readonly CaipNetworkId[]; readonly message: SiwxMessageData }): Promise<readonly SiwxSession[]>;
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
