import type { SiwxConfig, SiwxMessageInput } from '../../application/ports/siwx.port.ts';
import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxMessage, SiwxSession } from '../../domain/siwx/siwx.ts';
import { siwxTimeStatus } from '../../domain/siwx/siwx-time.ts';
import { DEFAULT_SIWX_VERIFIERS } from './default-verifiers.ts';
import { InformalMessenger, type SIWXMessenger } from './informal-messenger.ts';
import { LocalStorage, type SIWXStorage } from './local-storage.ts';
import { isSiwxSession } from './session-shape.ts';
import type { SIWXVerifier } from './verifier.ts';
import { verifySiwxSignature } from './verify-on-demand.ts';

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

// AppKit's wording, kept so code that matches on it keeps working after the switch.
const INVALID_SIGNATURE = 'The signature is not valid';
const EXPIRED = 'The session has expired';

/**
 * Sign-in with X that signs in the browser and keeps the verified sessions locally (AppKit's DefaultSIWX).
 * Local sessions prove nothing to a server: a backend must run `verifySiwxSession` on what it receives.
 */
export class DefaultSIWX implements SiwxConfig {
  /** When true (the default), closing the sign view is blocked and cancelling disconnects. */
  required: boolean;
  private readonly messenger: SIWXMessenger;
  private readonly verifiers: readonly SIWXVerifier[];
  private readonly storage: SIWXStorage;

  constructor(options: DefaultSIWXOptions = {}) {
    this.messenger = options.messenger ?? new InformalMessenger();
    this.verifiers = options.verifiers ?? Object.values(DEFAULT_SIWX_VERIFIERS);
    this.storage = options.storage ?? new LocalStorage({ key: '@appkit/siwx' });
    this.required = options.required ?? true;
  }

  createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    return this.messenger.createMessage(input);
  }

  /** Stores the session once its signature verifies; a session that can never be valid again is refused too. */
  async addSession(session: SiwxSession): Promise<void> {
    await this.assertStorable(session);
    await this.storage.add(session);
  }

  /** Replaces every stored session; one that fails verification rejects the whole list and nothing changes. */
  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    for (const session of sessions) await this.assertStorable(session);
    await this.storage.set(sessions);
  }

  /** The stored sessions of the account that verify and are within their time bounds now. */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
    const stored = await this.storage.get(chainId, address);
    const now = new Date();
    // Sessions this browser stored after it signed them: only the signature and the time bounds are rechecked.
    const verdicts = await Promise.all(stored.map(async (session) =>
      isSiwxSession(session) && siwxTimeStatus(session.data, now) === 'valid' && verifySiwxSignature(session, this.verifiers)));
    return stored.filter((_, index) => verdicts[index] === true);
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    await this.storage.delete(chainId, address);
  }

  getRequired(): boolean {
    return this.required;
  }

  private async assertStorable(session: SiwxSession): Promise<void> {
    if (!(await verifySiwxSignature(session, this.verifiers))) throw new Error(INVALID_SIGNATURE, { cause: session });
    if (siwxTimeStatus(session.data, new Date()) === 'expired') throw new Error(EXPIRED, { cause: session });
  }
}
