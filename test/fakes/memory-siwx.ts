import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '../../application/ports/siwx.port.ts';

export interface MemorySiwxOptions {
  readonly required?: boolean;
  readonly sessions?: readonly SiwxSession[];
}

/** A SIWX config that keeps sessions in memory and records every call (AppKit's informal shape). */
export function createMemorySiwx(options: MemorySiwxOptions = {}) {
  let sessions: SiwxSession[] = [...(options.sessions ?? [])];
  let nonce = 0;
  const calls: string[] = [];
  const config = {
    required: options.required === true,
    failGetSessions: false as boolean | 'garbage' | 'hang',
    async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
      calls.push('createMessage');
      nonce += 1;
      const data = {
        nonce: `nonce-${nonce}`,
        domain: 'example.test',
        uri: 'https://example.test',
        version: '1',
        chainId: input.chainId,
        accountAddress: input.accountAddress,
        statement: 'Sign in to the example',
        issuedAt: '2026-01-01T00:00:00.000Z',
      };
      return { ...data, toString: () => `example.test wants you to sign in with ${input.accountAddress} (${data.nonce})` };
    },
    async addSession(session: SiwxSession): Promise<void> {
      calls.push('addSession');
      sessions.push(session);
    },
    async revokeSession(chainId: string, address: string): Promise<void> {
      calls.push('revokeSession');
      sessions = sessions.filter((s) => !(s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase()));
    },
    async setSessions(next: readonly SiwxSession[]): Promise<void> {
      calls.push('setSessions');
      sessions = [...next];
    },
    async getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]> {
      calls.push('getSessions');
      if (config.failGetSessions === true) throw new Error('session backend down');
      if (config.failGetSessions === 'garbage') return 'nope' as unknown as SiwxSession[];
      if (config.failGetSessions === 'hang') return new Promise(() => undefined);
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase());
    },
    getRequired: () => config.required,
  };
  return { config: config satisfies SiwxConfig, calls, sessions: () => sessions };
}
