import type { AuthProviderPort, EmailLoginStep, FarcasterApproval, EmailUpdateStep, PreferredAccountType } from '../../application/ports/auth-provider.port.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
import type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';
import type { FrameAuthSettings, FrameAuthKit } from './frame-auth-kit.ts';

/**
 * The embedded wallet's auth provider as the page first sees it: a few bytes that load the frame's client
 * (transport, provider, page host) on the first call, so a site whose visitors never use the e-mail login
 * downloads none of it. A failed load is forgotten, so the next call tries again.
 */
export class LazyFrameAuthProvider implements AuthProviderPort {
  private kit: Promise<FrameAuthKit> | undefined;
  private loadedKit: FrameAuthKit | undefined;
  private destroyed = false;

  /** Where the social sign-in window ends: Reown's hosted site or the site's own frame. */
  readonly frameOrigin: string;

  constructor(private readonly settings: FrameAuthSettings) {
    this.frameOrigin = new URL(settings.frameUrl).origin;
  }

  preload = async (): Promise<void> => {
    await this.load();
  };

  connectEmail = async (email: string): Promise<EmailLoginStep> => (await this.load()).provider.connectEmail(email);
  connectDevice = async (): Promise<void> => (await this.load()).provider.connectDevice();
  connectOtp = async (otp: string): Promise<void> => (await this.load()).provider.connectOtp(otp);
  isConnected = async (): Promise<boolean> => (await this.load()).provider.isConnected();
  updateEmail = async (email: string): Promise<EmailUpdateStep> => (await this.load()).provider.updateEmail(email);
  updateEmailPrimaryOtp = async (otp: string): Promise<void> => (await this.load()).provider.updateEmailPrimaryOtp(otp);
  updateEmailSecondaryOtp = async (otp: string): Promise<string> => (await this.load()).provider.updateEmailSecondaryOtp(otp);
  getSocialRedirectUri = async (provider: OAuthSocialProvider): Promise<string> => (await this.load()).provider.getSocialRedirectUri(provider);
  connectSocial = async (input: { readonly uri: string; readonly preferredAccountType: PreferredAccountType }): Promise<EmbeddedWalletUser> =>
    (await this.load()).provider.connectSocial(input);
  getFarcasterUri = async (): Promise<string> => (await this.load()).provider.getFarcasterUri();
  connectFarcaster = async (): Promise<FarcasterApproval> => (await this.load()).provider.connectFarcaster();

  async getUser(input: { readonly chainId: string | number; readonly preferredAccountType?: PreferredAccountType }): Promise<EmbeddedWalletUser> {
    return (await this.load()).provider.getUser(input);
  }
  async setPreferredAccount(type: PreferredAccountType): Promise<void> {
    return (await this.load()).provider.setPreferredAccount(type);
  }
  async getSmartAccountEnabledNetworks(): Promise<readonly number[]> {
    return (await this.load()).provider.getSmartAccountEnabledNetworks();
  }
  async switchNetwork(chainId: string | number): Promise<void> {
    return (await this.load()).provider.switchNetwork(chainId);
  }
  async request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
    return (await this.load()).provider.request(args);
  }
  async signOut(): Promise<void> {
    // The session lives in the frame's storage, so signing out loads the frame even when nothing else did.
    return (await this.load()).provider.signOut();
  }
  async signOutEverywhere(): Promise<void> {
    return (await this.load()).provider.signOutEverywhere();
  }
  abortPendingRequests(): void {
    this.loadedKit?.provider.abortPendingRequests();
  }
  /**
   * Farcaster reset: the frame reloads itself after answering; once it is ready again it is told
   * the dApp's data and theme anew, since it starts from nothing.
   */
  async reload(): Promise<void> {
    const kit = await this.load();
    await kit.provider.reload();
    await kit.transport.awaitReload();
    await kit.provider.syncDappData(this.settings.dappData);
    await kit.provider.syncTheme(this.settings.theme());
  }
  async syncTheme(payload: ThemeSyncPayload): Promise<void> {
    // A theme change is not a reason to load the frame; a loaded frame gets it.
    if (this.loadedKit) await this.loadedKit.provider.syncTheme(payload);
  }
  setFrameVisible(visible: boolean): void {
    this.loadedKit?.transport.setVisible(visible);
  }

  /** Removes the frame and its listener; later calls fail instead of loading it again. */
  destroy(): void {
    this.destroyed = true;
    this.loadedKit?.transport.destroy();
    this.loadedKit = undefined;
  }

  private load(): Promise<FrameAuthKit> {
    if (this.destroyed) return Promise.reject(new Error('The embedded wallet was destroyed with its modal'));
    this.kit ??= import('./frame-auth-kit.ts')
      .then(async ({ createFrameAuthKit }) => {
        const kit = createFrameAuthKit(this.settings);
        if (this.destroyed) {
          kit.transport.destroy();
          throw new Error('The embedded wallet was destroyed with its modal');
        }
        this.loadedKit = kit;
        await kit.transport.load();
        // The frame starts knowing whose page it is on and how it looks; neither is worth failing a login over.
        void kit.provider.syncDappData(this.settings.dappData).catch(() => undefined);
        void kit.provider.syncTheme(this.settings.theme()).catch(() => undefined);
        return kit;
      })
      .catch((error: unknown) => {
        // The failed frame and its listener go with it; the next call starts from nothing.
        this.loadedKit?.transport.destroy();
        this.loadedKit = undefined;
        this.kit = undefined;
        throw error;
      });
    return this.kit;
  }
}
