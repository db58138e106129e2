import type { AuthProviderPort, PreferredAccountType } from '../../application/ports/auth-provider.port.ts';
import type { PageMessage, PopupPort, PopupWindow } from '../../application/ports/popup.port.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';

export const FRAME_ORIGIN = 'https://wallet.example';
export const FRAME_URL = `${FRAME_ORIGIN}/frame`;
export const SOCIAL_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const SMART_ADDRESS = '0x2222222222222222222222222222222222222222';

/** A fake pop-up: records where it was sent, can be closed by the "visitor", and is its own message source. */
export interface FakePopup extends PopupWindow {
  readonly urls: string[];
  /** For each navigation, whether the window could still reach the page through its opener then. */
  readonly openerAtNavigation: boolean[];
  closedByVisitor(): void;
  readonly closeCalls: number;
}

/**
 * The page's pop-ups and messages: `blocked` makes the next open fail, `post` delivers a message.
 * `toFrame` stands for the callback page's message to the frame, which the page never sees.
 */
export function fakePopups(toFrame: (query: string) => void = () => undefined) {
  const listeners = new Set<(message: PageMessage) => void>();
  const opened: FakePopup[] = [];
  const state = { blocked: false };
  const port: PopupPort = {
    openBlank: () => {
      if (state.blocked) return null;
      let closed = false;
      let closeCalls = 0;
      const urls: string[] = [];
      const openerAtNavigation: boolean[] = [];
      let opener = true;
      const popup: FakePopup = {
        window: {},
        get closed() {
          return closed;
        },
        get closeCalls() {
          return closeCalls;
        },
        urls,
        openerAtNavigation,
        navigate: (url) => {
          urls.push(url);
          openerAtNavigation.push(opener);
        },
        detachOpener: () => void (opener = false),
        close: () => {
          closeCalls += 1;
          closed = true;
        },
        closedByVisitor: () => void (closed = true),
      };
      opened.push(popup);
      return popup;
    },
    onMessage: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const post = (message: PageMessage): void => {
    for (const listener of [...listeners]) listener(message);
  };
  /** walletport's callback page: its address to the frame alone, then its bare address to the page, from the pop-up's window. */
  const callback = (popup: FakePopup, query = 'code=abc&state=s1'): void => {
    toFrame(query);
    post({ origin: FRAME_ORIGIN, source: popup.window, data: { type: '@walletport-frame/SOCIAL_CALLBACK', resultUri: `${FRAME_ORIGIN}/social/callback` } });
  };
  return { port, opened, state, listeners, post, callback };
}

/**
 * An embedded wallet that signs in with social accounts and Farcaster: the callback address it was sent
 * (`receiveCallback`) decides (error=access_denied is the frame's denial), Farcaster answers "not yet"
 * `pendingFarcaster` times.
 */
export function socialFrame(options: { pendingFarcaster?: number; smartAccountNetworks?: readonly number[] } = {}) {
  const calls: string[] = [];
  const state = { signedIn: false, userName: null as string | null, preferred: 'eoa' as PreferredAccountType, pendingFarcaster: options.pendingFarcaster ?? 0,
    // The frame's chain: the site's first network, from the frame's URL, until the page switches it.
    chainId: 31337 as string | number, callbackQuery: undefined as string | undefined };
  const user = (chainId: string | number): EmbeddedWalletUser => ({
    email: null,
    address: state.preferred === 'smartAccount' ? SMART_ADDRESS : SOCIAL_ADDRESS,
    chainId,
    accounts: [{ address: SOCIAL_ADDRESS, type: 'eoa' }, { address: SMART_ADDRESS, type: 'smartAccount' }],
    preferredAccountType: state.preferred,
    smartAccountDeployed: false,
    userName: state.userName,
  });
  const auth = {
    // The e-mail field is on offer beside the socials, as with the reference frame.
    connectEmail: async () => 'VERIFY_OTP' as const,
    getSocialRedirectUri: async (provider: string) => {
      calls.push(`redirect:${provider}`);
      return `https://idp.example/authorize?provider=${provider}`;
    },
    connectSocial: async ({ preferredAccountType }: { uri: string; preferredAccountType: PreferredAccountType }) => {
      calls.push(`connectSocial:${preferredAccountType}`);
      const query = state.callbackQuery;
      state.callbackQuery = undefined;
      if (query === undefined) throw catalogueError('SOCIAL_LOGIN_INVALID');
      if (query.includes('error=access_denied')) throw catalogueError('WRAPPED', { params: { message: 'The sign-in was not allowed. Try again and allow access to continue.' } });
      state.signedIn = true;
      state.userName = 'ada';
      return user(state.chainId);
    },
    getFarcasterUri: async () => {
      calls.push('farcasterUri');
      return 'https://relay.example/client?channelToken=t1';
    },
    connectFarcaster: async () => {
      calls.push('connectFarcaster');
      if (state.pendingFarcaster > 0) {
        state.pendingFarcaster -= 1;
        throw catalogueError('WRAPPED', { params: { message: 'Waiting for the approval in Farcaster.' } });
      }
      state.signedIn = true;
      state.userName = 'walletport-tester';
      return { userName: 'walletport-tester', user: user(state.chainId) };
    },
    isConnected: async () => state.signedIn,
    getUser: async ({ chainId, preferredAccountType }: { chainId: string | number; preferredAccountType?: PreferredAccountType }) => {
      calls.push(`getUser:${preferredAccountType ?? ''}`);
      return user(chainId);
    },
    setPreferredAccount: async (type: PreferredAccountType) => {
      calls.push(`set:${type}`);
      state.preferred = type;
    },
    getSmartAccountEnabledNetworks: async () => options.smartAccountNetworks ?? [],
    switchNetwork: async (chainId: string | number) => {
      state.chainId = chainId;
    },
    request: async () => null,
    signOut: async () => {
      state.signedIn = false;
    },
    reload: async () => void calls.push('reload'),
  } satisfies AuthProviderPort;
  /** What the callback page posts to the frame: the address's query. */
  const receiveCallback = (query: string): void => void (state.callbackQuery = query);
  return { auth, calls, state, receiveCallback };
}
