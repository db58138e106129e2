import { describe, expect, it } from 'vitest';
import type { FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { FrameAuthProvider } from './frame-auth-provider.ts';

/** A transport answering from a table, recording each request; an Error in the table is the frame's error reply. */
function scriptedFrame(answers: Partial<Record<FrameRequestKind, unknown>>) {
  const sent: { kind: FrameRequestKind; payload: unknown }[] = [];
  let aborted = 0;
  const transport = {
    request: async (kind: FrameRequestKind, payload?: unknown) => {
      sent.push({ kind, payload });
      const answer = answers[kind];
      if (answer instanceof Error) throw catalogueError('WRAPPED', { params: { message: answer.message } });
      return answer;
    },
    abortPending: () => void (aborted += 1),
  };
  return { transport, sent, aborted: () => aborted };
}

function provider(answers: Partial<Record<FrameRequestKind, unknown>>, lastChainId?: number) {
  const frame = scriptedFrame(answers);
  const alerts: string[] = [];
  let cleared = 0;
  const auth = new FrameAuthProvider({
    transport: frame.transport,
    readLastChainId: async () => lastChainId,
    clearLoginCache: async () => void (cleared += 1),
    raiseAlert: (alert) => void alerts.push(alert),
  });
  return { auth, frame, alerts, cleared: () => cleared };
}

describe('the embedded wallet over the secure frame', () => {
  it('e-mail login: connect e-mail answers the next step; OTP and device go to the frame; bad input never does', async () => {
    const { auth, frame } = provider({ connectEmail: { action: 'VERIFY_OTP' }, connectOtp: undefined, connectDevice: undefined });
    expect(await auth.connectEmail('visitor@example.test')).toBe('VERIFY_OTP');
    await auth.connectOtp('123456');
    await auth.connectDevice();
    await expect(auth.connectEmail('not an e-mail')).rejects.toMatchObject({ shortMessage: 'email needs a valid e-mail address' });
    await expect(auth.connectOtp('12345a')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(frame.sent.map((entry) => entry.kind)).toEqual(['connectEmail', 'connectOtp', 'connectDevice']);
    expect(frame.sent[0]?.payload).toEqual({ email: 'visitor@example.test' });
  });

  it('answers the chain id from the stored last-used chain without asking the frame', async () => {
    const stored = provider({ getChainId: { chainId: 10 } }, 137);
    expect(await stored.auth.getChainId()).toBe(137);
    expect(stored.frame.sent).toEqual([]);
    const asked = provider({ getChainId: { chainId: 10 } });
    expect(await asked.auth.getChainId()).toBe(10);
  });

  it('a connection check that finds the visitor signed out clears the cached login data', async () => {
    const signedOut = provider({ isConnected: { isConnected: false } });
    expect(await signedOut.auth.isConnected()).toBe(false);
    expect(signedOut.cleared()).toBe(1);
    const signedIn = provider({ isConnected: { isConnected: true } });
    expect(await signedIn.auth.isConnected()).toBe(true);
    expect(signedIn.cleared()).toBe(0);
  });

  it('frame errors naming the origin, the session time or the key raise their alert and still reject', async () => {
    for (const [message, alert] of [
      ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
      ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
      ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ] as const) {
      const { auth, alerts } = provider({ getUser: new Error(message) });
      await expect(auth.getUser({ chainId: 1 })).rejects.toMatchObject({ shortMessage: message });
      expect(alerts).toEqual([alert]);
    }
    const other = provider({ getUser: new Error('Something else') });
    await expect(other.auth.getUser({ chainId: 1 })).rejects.toThrow();
    expect(other.alerts).toEqual([]);
  });

  it('RPC requests, network switches, sign-out and aborts go through the frame', async () => {
    const { auth, frame } = provider({ rpcRequest: '0xsigned', switchNetwork: undefined, signOut: undefined });
    expect(await auth.request({ method: 'personal_sign', params: ['0x00', '0xabc'] })).toBe('0xsigned');
    await auth.switchNetwork(10);
    await auth.signOut();
    auth.abortPendingRequests();
    expect(frame.sent).toEqual([
      { kind: 'rpcRequest', payload: { method: 'personal_sign', params: ['0x00', '0xabc'] } },
      { kind: 'switchNetwork', payload: { chainId: 10 } },
      { kind: 'signOut', payload: undefined },
    ]);
    expect(frame.aborted()).toBe(1);
  });
});

describe('social and Farcaster login over the secure frame', () => {
  const user = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, smartAccountDeployed: false, email: null, userName: 'ada' };

  it("asks for the redirect address and finishes with the sign-in window's result address, as AppKit; the user is checked", async () => {
    const { auth, frame } = provider({ getSocialRedirectUri: { uri: 'https://idp.example/authorize?state=1' }, connectSocial: user });
    expect(await auth.getSocialRedirectUri('github')).toBe('https://idp.example/authorize?state=1');
    await expect(auth.connectSocial({ uri: 'https://frame.example/social/callback?code=1', preferredAccountType: 'eoa' })).resolves.toMatchObject({ address: user.address, userName: 'ada' });
    expect(frame.sent).toEqual([
      { kind: 'getSocialRedirectUri', payload: { provider: 'github' } },
      // AppKit's CONNECT_SOCIAL { uri, preferredAccountType }: Reown's hosted site needs the address.
      { kind: 'connectSocial', payload: { uri: 'https://frame.example/social/callback?code=1', preferredAccountType: 'eoa' } },
    ]);
  });

  it('refuses an unknown provider without asking the frame, and an answer without an address', async () => {
    const { auth, frame } = provider({ connectSocial: { userName: 'no address' } });
    await expect(auth.getSocialRedirectUri('myspace' as 'github')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(auth.connectSocial({ uri: 'https://frame.example/social/callback', preferredAccountType: 'eoa' })).rejects.toMatchObject({ code: 'INVALID_FRAME_MESSAGE' });
    expect(frame.sent.map((entry) => entry.kind)).toEqual(['connectSocial']);
  });

  it('Farcaster: the link, then the user once approved; "not yet" is the frame error message', async () => {
    const approved = provider({ getFarcasterUri: { url: 'https://relay.example/client?channelToken=t' }, connectFarcaster: user });
    expect(await approved.auth.getFarcasterUri()).toBe('https://relay.example/client?channelToken=t');
    await expect(approved.auth.connectFarcaster()).resolves.toMatchObject({ userName: 'ada', user: { address: user.address } });
    const pending = provider({ connectFarcaster: new Error('Waiting for the approval in Farcaster.') });
    await expect(pending.auth.connectFarcaster()).rejects.toMatchObject({ shortMessage: 'Waiting for the approval in Farcaster.' });
  });

  it("Farcaster on Reown's hosted site: the approval names the user only, and anything else is refused", async () => {
    const hosted = provider({ connectFarcaster: { userName: 'ada' } });
    await expect(hosted.auth.connectFarcaster()).resolves.toEqual({ userName: 'ada', user: undefined });
    const nameless = provider({ connectFarcaster: { userName: 42 } });
    await expect(nameless.auth.connectFarcaster()).rejects.toMatchObject({ code: 'INVALID_FRAME_MESSAGE' });
  });
});
