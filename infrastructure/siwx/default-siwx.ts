import { loadOnce } from '../../application/async/load-once.ts';
import type { SiwxConfig, SiwxMessageInput } from '../../application/ports/siwx.port.ts';
import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxMessage, SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SIWXMessenger } from './informal-messenger.ts';
import type { SIWXStorage } from './local-storage.ts';
import type { SIWXVerifier } from './verifier.ts';
import type { VerifiedLocalSessions } from './verified-local-sessions.ts';

export interface DefaultSIWXOptions {
  /** Builds the messages; an `InformalMessenger` for the current page by default. */
  readonly messenger?: SIWXMessenger;
  /** Judge the signatures; one per chain family by default (`DEFAULT_SIWX_VERIFIERS`). */
  readonly verifiers?: readonly SIWXVerifier[];
  /** Keeps the sessions; `LocalStorage` under '@appkit/siwx' by default, so sessions survive a switch from AppKit. */
  readonly storage?: SIWXStorage;
  /** When false the wallet stays connected if the user declines to sign. True by default. */
  readonly required?: boolean;
}

/**
 * Sign-in with X that signs in the browser and keeps the verified sessions locally (AppKit's DefaultSIWX).
 * Local sessions prove nothing to a server: a backend must run `verifySiwxSession` on what it receives.
 *
 * A site builds this in its first script, before anyone signs in, so the class holds only the options:
 * the messenger, the verifiers, the storage and the checks load once the page is idle or with the first
 * call, whichever comes first (every call but `getRequired` is asynchronous already), and a load that
 * fails is tried again by the next call.
 */
export class DefaultSIWX implements SiwxConfig {
  /** When true (the default), closing the sign view is blocked and cancelling disconnects. */
  required: boolean;
  private readonly sessions: () => Promise<VerifiedLocalSessions>;

  constructor(options: DefaultSIWXOptions = {}) {
    this.required = options.required ?? true;
    this.sessions = loadOnce(() => import('./verified-local-sessions.ts').then(({ VerifiedLocalSessions }) => new VerifiedLocalSessions(options)));
    // Fetched while the page is idle, so the sign-in asked for right after a connect does not wait on it:
    // in the idle period after the one the modal's core is fetched in (this is made before createAppKit
    // asks for its own), because the first click needs the core and no sign-in comes before a connect.
    // A load that fails here is forgotten, and the first call tries again and says why.
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => requestIdleCallback(() => void this.sessions().catch(() => undefined)));
    }
  }

  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    return (await this.sessions()).createMessage(input);
  }

  /** Stores the session once its signature verifies; a session that can never be valid again is refused too. */
  async addSession(session: SiwxSession): Promise<void> {
    await (await this.sessions()).addSession(session);
  }

  /** Replaces every stored session; one that fails verification rejects the whole list and nothing changes. */
  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    await (await this.sessions()).setSessions(sessions);
  }

  /** The stored sessions of the account that verify and are within their time bounds now. */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
    return (await this.sessions()).getSessions(chainId, address);
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    await (await this.sessions()).revokeSession(chainId, address);
  }

  getRequired(): boolean {
    return this.required;
  }
}
