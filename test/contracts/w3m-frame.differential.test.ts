// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { W3mFrameProvider } from '@reown/appkit-wallet';
import type { FrameAuthProvider } from '../../infrastructure/embedded/frame-auth-provider.ts';
import { HOSTED_SECURE_SITE_URL } from '../../domain/embedded/frame-messages.ts';
import { scriptedFrame, walletportOn, type SentMessage } from './w3m-frame-scripted.ts';

const PROJECT_ID = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const FRAME_ORIGIN = new URL(HOSTED_SECURE_SITE_URL).origin;
const ADDRESS = '0x1111111111111111111111111111111111111111';

type Frame = ReturnType<typeof scriptedFrame>;

/**
 * AppKit's own client on this page, its iframe swapped for the scripted frame when it is created (the
 * page never loads Reown's site). Returns the address it gave the iframe.
 */
function appKitOn(frame: Frame, returning: boolean) {
  if (returning) localStorage.setItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY', 'true');
  const iframe = { id: '', src: '', name: '', style: {} as Record<string, string>, onerror: null, contentWindow: frame.window };
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => (tag === 'iframe' ? iframe : createElement(tag))) as typeof document.createElement);
  const appendChild = document.body.appendChild.bind(document.body);
  vi.spyOn(document.body, 'appendChild').mockImplementation(((node: Node) => {
    if ((node as unknown) !== iframe) return appendChild(node);
    frame.attach((data) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN })));
    return node;
  }) as typeof document.body.appendChild);
  const provider = new W3mFrameProvider({ projectId: PROJECT_ID, chainId: 'eip155:1', enableLogger: false, abortController: new AbortController() });
  return { provider, address: () => iframe.src };
}

interface Journey {
  readonly name: string;
  /** A visitor who logged in before: AppKit loads its frame at once. */
  readonly returning?: boolean;
  readonly replies?: Record<string, unknown>;
  readonly appKit: (provider: W3mFrameProvider) => Promise<unknown>;
  readonly walletport: (provider: FrameAuthProvider) => Promise<unknown>;
}

const RESULT_URI = 'https://secure.walletconnect.org/auth/callback?code=c1&state=s1';
const TX = { from: ADDRESS, to: '0x2222222222222222222222222222222222222222', value: '0x1' };
const JOURNEYS: Journey[] = [
  {
    name: 'e-mail login with a code',
    appKit: async (p) => {
      await p.connectEmail({ email: 'ada@example.com' });
      await p.connectOtp({ otp: '123456' });
      return p.getUser({ chainId: 1, preferredAccountType: 'eoa' });
    },
    walletport: async (p) => {
      await p.connectEmail('ada@example.com');
      await p.connectOtp('123456');
      return p.getUser({ chainId: 1, preferredAccountType: 'eoa' });
    },
  },
  {
    name: 'e-mail login on a new device',
    replies: { CONNECT_EMAIL: { action: 'VERIFY_DEVICE' } },
    appKit: async (p) => {
      await p.connectEmail({ email: 'ada@example.com' });
      await p.connectDevice();
      await p.connectOtp({ otp: '123456' });
    },
    walletport: async (p) => {
      await p.connectEmail('ada@example.com');
      await p.connectDevice();
      await p.connectOtp('123456');
    },
  },
  {
    // AppKit: SocialsUtil.connectSocial asks for the address, then w3m-connecting-social-view hands the
    // window's resultUri to the auth connector, whose provider.connect({ socialUri }) sends CONNECT_SOCIAL.
    name: 'social login',
    appKit: async (p) => {
      await p.getSocialRedirectUri({ provider: 'google' });
      return p.connect({ socialUri: RESULT_URI, preferredAccountType: 'eoa' });
    },
    walletport: async (p) => {
      await p.getSocialRedirectUri('google');
      return p.connectSocial({ uri: RESULT_URI, preferredAccountType: 'eoa' });
    },
  },
  {
    // AppKit: w3m-connecting-farcaster-view shows the link, waits for CONNECT_FARCASTER ({ userName }), then
    // connects the auth connector, which reads the user for the chain.
    name: 'Farcaster login',
    appKit: async (p) => {
      await p.getFarcasterUri();
      await p.connectFarcaster();
      return p.getUser({ chainId: 1, preferredAccountType: 'eoa' });
    },
    walletport: async (p) => {
      await p.getFarcasterUri();
      const approval = await p.connectFarcaster();
      expect(approval).toEqual({ userName: 'ada', user: undefined });
      return p.getUser({ chainId: 1, preferredAccountType: 'eoa' });
    },
  },
  { name: 'switch network', returning: true, replies: { SWITCH_NETWORK: { chainId: 137 } }, appKit: (p) => p.switchNetwork(137), walletport: (p) => p.switchNetwork(137) },
  {
    name: 'sign a message', returning: true,
    appKit: (p) => p.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
    walletport: (p) => p.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
  },
  {
    name: 'send a transaction', returning: true, replies: { RPC_REQUEST: `0x${'cd'.repeat(32)}` },
    appKit: (p) => p.request({ method: 'eth_sendTransaction', params: [TX] }),
    walletport: (p) => p.request({ method: 'eth_sendTransaction', params: [TX] }),
  },
  { name: 'sign out', returning: true, appKit: (p) => p.disconnect(), walletport: (p) => p.signOut() },
  {
    name: 'update the e-mail', returning: true,
    appKit: async (p) => {
      await p.updateEmail({ email: 'grace@example.com' });
      await p.updateEmailPrimaryOtp({ otp: '123456' });
      return p.updateEmailSecondaryOtp({ otp: '654321' });
    },
    walletport: async (p) => {
      await p.updateEmail('grace@example.com');
      await p.updateEmailPrimaryOtp('123456');
      return p.updateEmailSecondaryOtp('654321');
    },
  },
  {
    name: 'switch the account type', returning: true, replies: { SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: ADDRESS } },
    appKit: (p) => p.setPreferredAccount('smartAccount'), walletport: (p) => p.setPreferredAccount('smartAccount'),
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('walletport\'s frame client against AppKit 1.7.6\'s W3mFrameProvider, one scripted hosted frame', () => {
  for (const journey of JOURNEYS) {
    it(`${journey.name}: the same messages to the frame, from the same frame address`, async () => {
      const appKitFrame = scriptedFrame({ ...(journey.replies ? { replies: journey.replies } : {}) });
      const appKit = appKitOn(appKitFrame, journey.returning === true);
      await journey.appKit(appKit.provider);
      const ourFrame = scriptedFrame({ ...(journey.replies ? { replies: journey.replies } : {}) });
      const ours = walletportOn(ourFrame);
      await journey.walletport(ours.provider);
      ours.transport.destroy();
      expect(ours.address()).toBe(appKit.address());
      expect(ourFrame.sent).toEqual<SentMessage[]>(appKitFrame.sent);
      expect(ourFrame.sent.length).toBeGreaterThan(0);
    });
  }
});
