import type { SiwxMessageInput } from '../../application/ports/siwx.port.ts';
import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxMessage, SiwxSession } from '../../domain/siwx/siwx.ts';
import { siwxTimeStatus } from '../../domain/siwx/siwx-time.ts';
import type { DefaultSIWXOptions } from './default-siwx.ts';
import { DEFAULT_SIWX_VERIFIERS } from './default-verifiers.ts';
import { InformalMessenger, type SIWXMessenger } from './informal-messenger.ts';
import { LocalStorage, type SIWXStorage } from './local-storage.ts';
import { isSiwxSession } from './session-shape.ts';
import type { SIWXVerifier } from './verifier.ts';
import { verifySiwxSignature } from './verify-on-demand.ts';

// AppKit's wording, kept so code that matches on it keeps working after the switch.
const INVALID_SIGNATURE = 'The signature is not valid';
const EXPIRED = 'The session has expired';

/**
 * What DefaultSIWX does: builds the messages, and keeps in local storage only the sessions whose
 * signature verifies and whose time bounds hold. The defaults (the informal messenger, a verifier per
 * family, the '@appkit/siwx' storage) are made here, in a chunk DefaultSIWX fetches once the page is
 * idle or at its first call, so a page that configures sign-in carries none of them in its first script.
 */
export class VerifiedLocalSessions {
  private readonly messenger: SIWXMessenger;
  private readonly verifiers: readonly SIWXVerifier[];
  private readonly storage: SIWXStorage;

  constructor(options: DefaultSIWXOptions) {
    this.messenger = options.messenger ?? new InformalMessenger();
    this.verifiers = options.verifiers ?? Object.values(DEFAULT_SIWX_VERIFIERS);
    this.storage = options.storage ?? new LocalStorage({ key: '@appkit/siwx' });
  }

  createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    return this.messenger.createMessage(input);
  }

  async addSession(session: SiwxSession): Promise<void> {
    await this.assertStorable(session);
    await this.storage.add(session);
  }

  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    for (const session of sessions) await this.assertStorable(session);
    await this.storage.set(sessions);
  }

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

  private async assertStorable(session: SiwxSession): Promise<void> {
    if (!(await verifySiwxSignature(session, this.verifiers))) throw new Error(INVALID_SIGNATURE, { cause: session });
    if (siwxTimeStatus(session.data, new Date()) === 'expired') throw new Error(EXPIRED, { cause: session });
  }
}
