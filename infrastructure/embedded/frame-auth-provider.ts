import type { AuthProviderPort, EmailLoginStep, FarcasterApproval, EmailUpdateStep, PreferredAccountType } from '../../application/ports/auth-provider.port.ts';
import type { DappDataPayload, EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { isEmailAddress, isOneTimeCode } from '../../domain/embedded/login-input.ts';
import type { FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import type { AlertCode } from '../../domain/errors/alerts.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { alertForProviderError } from '../../domain/errors/provider-error-mapping.ts';
import type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
import { isOAuthSocialProvider, type OAuthSocialProvider } from '../../domain/connectors/social-login.ts';
import { readEmbeddedUser } from '../../application/services/embedded-user.reader.ts';
import type { FrameTransport } from './frame-transport.ts';


export interface FrameAuthProviderOptions {
  readonly transport: Pick<FrameTransport, 'request' | 'abortPending'>;
  /** The chain-id lookup is answered from the stored last-used chain, without asking the frame. */
  readonly readLastChainId: () => Promise<string | number | undefined>;
  /** A connection check that finds the user signed out clears the cached login data. */
  readonly clearLoginCache: () => Promise<void>;
  /** Provider errors naming the origin, the session time or the key raise an alert. */
  readonly raiseAlert: (alert: AlertCode) => void;
  /** The frame's origin, where the social sign-in window ends. */
  readonly frameOrigin?: string;
}

/**
 * The embedded wallet's auth provider over the secure frame: every call is one frame request, and
 * the frame's errors that mean a configuration problem also raise their alert.
 */
export class FrameAuthProvider implements AuthProviderPort {
  readonly frameOrigin: string | undefined;

  constructor(private readonly options: FrameAuthProviderOptions) {
    this.frameOrigin = options.frameOrigin;
  }

  async connectEmail(email: string): Promise<EmailLoginStep> {
    if (!isEmailAddress(email)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'email', expected: 'a valid e-mail address' } });
    return ((await this.call('connectEmail', { email })) as { action: EmailLoginStep }).action;
  }

  async connectDevice(): Promise<void> {
    await this.call('connectDevice');
  }

  async connectOtp(otp: string): Promise<void> {
    if (!isOneTimeCode(otp)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'otp', expected: 'the six digits from the e-mail' } });
    await this.call('connectOtp', { otp });
  }

  async updateEmail(email: string): Promise<EmailUpdateStep> {
    if (!isEmailAddress(email)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'email', expected: 'a valid e-mail address' } });
    return ((await this.call('updateEmail', { email })) as { action: EmailUpdateStep }).action;
  }

  async updateEmailPrimaryOtp(otp: string): Promise<void> {
    if (!isOneTimeCode(otp)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'otp', expected: 'the six digits from the e-mail' } });
    await this.call('updateEmailPrimaryOtp', { otp });
  }

  async updateEmailSecondaryOtp(otp: string): Promise<string> {
    if (!isOneTimeCode(otp)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'otp', expected: 'the six digits from the e-mail' } });
    return ((await this.call('updateEmailSecondaryOtp', { otp })) as { newEmail: string }).newEmail;
  }

  async getSocialRedirectUri(provider: OAuthSocialProvider): Promise<string> {
    if (!isOAuthSocialProvider(provider)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'provider', expected: 'google, github, apple, facebook, x or discord' } });
    return ((await this.call('getSocialRedirectUri', { provider })) as { uri: string }).uri;
  }

  /** AppKit's CONNECT_SOCIAL `{ uri, preferredAccountType }` (W3mFrameProvider.connect with a socialUri). */
  async connectSocial(input: { readonly uri: string; readonly preferredAccountType: PreferredAccountType }): Promise<EmbeddedWalletUser> {
    return this.userOf(await this.call('connectSocial', { uri: input.uri, preferredAccountType: input.preferredAccountType }));
  }

  async getFarcasterUri(): Promise<string> {
    return ((await this.call('getFarcasterUri')) as { url: string }).url;
  }

  /** The frame answers "not yet" (FARCASTER_NOT_APPROVED's text) when its wait ran out: the caller asks again. */
  async connectFarcaster(): Promise<FarcasterApproval> {
    const answer = await this.call('connectFarcaster');
    const user = readEmbeddedUser(answer);
    const userName = typeof answer === 'object' && answer !== null ? (answer as { userName?: unknown }).userName : undefined;
    if (user) return { userName: user.userName ?? undefined, user };
    // Reown's hosted site answers `{ userName }` (W3mFrameSchema.ts:85-87); the caller then reads the user.
    if (typeof userName !== 'string') throw catalogueError('INVALID_FRAME_MESSAGE', { params: { kind: 'reply' } });
    return { userName, user: undefined };
  }

  async isConnected(): Promise<boolean> {
    const { isConnected } = (await this.call('isConnected')) as { isConnected: boolean };
    if (!isConnected) await this.options.clearLoginCache();
    return isConnected;
  }

  async getChainId(): Promise<string | number> {
    const stored = await this.options.readLastChainId();
    if (stored !== undefined) return stored;
    return ((await this.call('getChainId')) as { chainId: string | number }).chainId;
  }

  async getUser(input: { readonly chainId: string | number; readonly preferredAccountType?: PreferredAccountType }): Promise<EmbeddedWalletUser> {
    return this.userOf(await this.call('getUser', input));
  }

  async setPreferredAccount(type: PreferredAccountType): Promise<void> {
    await this.call('setPreferredAccount', { type });
  }

  async getSmartAccountEnabledNetworks(): Promise<readonly number[]> {
    return ((await this.call('getSmartAccountEnabledNetworks')) as { smartAccountEnabledNetworks: number[] }).smartAccountEnabledNetworks;
  }

  async switchNetwork(chainId: string | number): Promise<void> {
    await this.call('switchNetwork', { chainId });
  }

  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
    return this.call('rpcRequest', { method: args.method, params: args.params });
  }

  async signOut(): Promise<void> {
    await this.call('signOut');
  }

  async signOutEverywhere(): Promise<void> {
    await this.call('signOutEverywhere');
  }

  abortPendingRequests(): void {
    this.options.transport.abortPending();
  }

  async reload(): Promise<void> {
    await this.call('reload');
  }

  async syncTheme(payload: ThemeSyncPayload): Promise<void> {
    await this.call('syncTheme', payload);
  }

  /** Dapp data: the frame names the dApp on its approval screen beside the page's real origin. */
  async syncDappData(payload: DappDataPayload): Promise<void> {
    await this.call('syncDappData', payload);
  }

  /** The protocol leaves these answers' shape open: the user is checked here, field by field. */
  private userOf(payload: unknown): EmbeddedWalletUser {
    const user = readEmbeddedUser(payload);
    if (!user) throw catalogueError('INVALID_FRAME_MESSAGE', { params: { kind: 'reply' } });
    return user;
  }

  private async call(kind: FrameRequestKind, payload?: unknown): Promise<unknown> {
    try {
      return await this.options.transport.request(kind, payload);
    } catch (error) {
      const alert = alertForProviderError(error);
      if (alert) this.options.raiseAlert(alert);
      throw error;
    }
  }
}
