import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { SocialProvider } from '../../domain/constants/features.ts';
import { isOAuthSocialProvider, isWebLink, offeredSocials, socialSignInResult, type OAuthSocialProvider } from '../../domain/connectors/social-login.ts';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { PageMessage, PopupWindow } from '../ports/popup.port.ts';
import { INITIAL_SOCIAL_LOGIN, SocialLoginStore } from './social-login.store.ts';
import { LatestRequest, ConnectOriginReader, type RequestToken, type ConnectOrigin } from '../async/requests.ts';
import { EmbeddedSessionService } from './embedded-session.service.ts';

/** How often the pop-up is checked for having been closed by the visitor. */
export const SOCIAL_POPUP_POLL_MS = 500;
const POPUP_NAME = 'walletport-social';
const POPUP_FEATURES = 'popup,width=480,height=640';

/**
 * Social login: a pop-up opened in the visitor's click, sent to the provider's sign-in; the provider
 * returns it to a callback page on the frame's origin, which posts `{ resultUri }` to this page, and the
 * page asks the frame to finish with it (AppKit 1.7.6's flow, so Reown's hosted site works). walletport's
 * own callback page hands the code to its frame alone and posts only its bare address, so with a
 * self-hosted frame the page never holds a credential of the sign-in. Only the pop-up's own window, on
 * the frame's origin, is listened to. The session is then attached like an e-mail login's. Every failure
 * (blocked, closed, denied, refused) settles in state with the catalogue's words; nothing throws.
 */
export class SocialLoginService {
  /** Where the sign-in under way began: only one the visitor began in the modal closes it. */
  private origin: ConnectOrigin = 'headless';
  /** The modal's opening the sign-in began in. */
  private opening = 0;
  /** Started by every start, cancelled by cancel: an answer for an abandoned attempt is dropped. */
  private readonly attempts = new LatestRequest();
  /** What the current attempt started: the message listener, the closed-check timer, the pop-up. */
  private teardowns: (() => void)[] = [];
  private readonly frameOrigin: string | undefined;
  private readonly origins: ConnectOriginReader;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    readonly store: SocialLoginStore,
    private readonly session: EmbeddedSessionService,
  ) {
    this.origins = new ConnectOriginReader(state.modal);
    this.frameOrigin = runtime.auth?.frameOrigin ?? originOf(runtime.config.embeddedWalletFrameUrl);
    runtime.lifecycle.add(() => this.cancel());
  }

  /** The Connect view's social buttons, in the feature's order, less those Telegram cannot complete on this platform. */
  offeredSocials(): readonly SocialProvider[] {
    const { auth, environment } = this.runtime;
    return offeredSocials({
      configured: this.state.features.getSnapshot().features.socials,
      oauth: this.oauthAvailable(),
      farcaster: typeof auth?.getFarcasterUri === 'function' && typeof auth.connectFarcaster === 'function',
      telegramPlatform: environment.telegramPlatform?.(),
    });
  }

  /**
   * Synchronous on purpose: the pop-up must open in the click's own task (browsers block it after an
   * await), so the view calls this directly in its click handler.
   */
  start(provider: OAuthSocialProvider): void {
    // Leaving any earlier attempt first: the token now current belongs to this one.
    this.cancel();
    const attempt = this.attempts.current();
    this.origin = this.origins.current();
    this.opening = this.origins.opening();
    if (!isOAuthSocialProvider(provider)) {
      this.fail(attempt, catalogueError('INVALID_ARGUMENT', { params: { name: 'provider', expected: 'google, github, apple, facebook, x or discord' } }));
      return;
    }
    this.store.update({ step: 'popup', provider, error: undefined });
    const auth = this.runtime.auth;
    const frameOrigin = this.frameOrigin;
    if (!auth || !this.oauthAvailable() || frameOrigin === undefined) {
      this.fail(attempt, catalogueError('SOCIAL_PROVIDER_NOT_CONFIGURED', { params: { provider } }));
      return;
    }
    const { popups } = this.runtime;
    const popup = popups?.openBlank(POPUP_NAME, POPUP_FEATURES) ?? null;
    if (!popup) {
      this.fail(attempt, catalogueError('SOCIAL_POPUP_BLOCKED'));
      return;
    }
    this.teardowns.push(() => popup.close());
    const stopListening = popups?.onMessage((message) => this.receive(attempt, provider, popup, frameOrigin, message));
    if (stopListening) this.teardowns.push(stopListening);
    this.watchClosed(attempt, popup);
    void this.redirect(attempt, auth, provider, popup);
  }

  /** Leaves the sign-in: listener, timer and pop-up go, the state is idle again. */
  cancel(): void {
    this.attempts.cancel();
    this.release();
    this.store.update(INITIAL_SOCIAL_LOGIN);
  }

  /** The callback's messages are checked against the frame's origin: without one there is no sign-in. */
  private oauthAvailable(): boolean {
    const { auth } = this.runtime;
    return this.frameOrigin !== undefined && typeof auth?.getSocialRedirectUri === 'function' && typeof auth.connectSocial === 'function';
  }

  private async redirect(attempt: RequestToken, auth: AuthProviderPort, provider: OAuthSocialProvider, popup: PopupWindow): Promise<void> {
    try {
      const uri = await auth.getSocialRedirectUri?.(provider);
      if (!attempt.isCurrent()) return;
      // The blank pop-up shares this page's origin: only a web address may be loaded into it, never a script one.
      if (!isWebLink(uri)) throw catalogueError('INVALID_FRAME_MESSAGE', { params: { kind: 'reply' } });
      popup.navigate(uri);
    } catch (error) {
      this.fail(attempt, asWalletportError(error));
    }
  }

  /** Spec §4: a closed pop-up before the result ends the sign-in, checked every 500 ms. */
  private watchClosed(attempt: RequestToken, popup: PopupWindow): void {
    const { clock } = this.runtime;
    let cancel = (): void => undefined;
    const check = (): void => {
      if (!attempt.isCurrent() || this.store.getSnapshot().step !== 'popup') return;
      if (popup.closed) {
        this.fail(attempt, catalogueError('SOCIAL_POPUP_CLOSED'));
        return;
      }
      cancel = clock.schedule(check, SOCIAL_POPUP_POLL_MS);
    };
    cancel = clock.schedule(check, SOCIAL_POPUP_POLL_MS);
    this.teardowns.push(() => cancel());
  }

  /** Only the pop-up's own window, on the frame's origin, with a result address. */
  private receive(attempt: RequestToken, provider: OAuthSocialProvider, popup: PopupWindow, frameOrigin: string, message: PageMessage): void {
    if (!attempt.isCurrent() || this.store.getSnapshot().step !== 'popup') return;
    if (message.source !== popup.window || message.origin !== frameOrigin) return;
    const resultUri = socialSignInResult(message.data);
    if (resultUri === undefined) return;
    void this.finish(attempt, provider, popup, resultUri);
  }

  private async finish(attempt: RequestToken, provider: OAuthSocialProvider, popup: PopupWindow, resultUri: string): Promise<void> {
    this.store.update({ step: 'connecting' });
    try {
      // Like the e-mail login, the session starts on the EOA; the Account view's switch moves it.
      const user = await this.runtime.auth?.connectSocial?.({ uri: resultUri, preferredAccountType: 'eoa' });
      if (!attempt.isCurrent()) return;
      popup.close();
      await this.session.attach(undefined, { provider, username: user?.userName ?? undefined }, user);
      if (!attempt.isCurrent()) return;
      this.release();
      this.store.update(INITIAL_SOCIAL_LOGIN);
      this.runtime.tracker.track('CONNECT_SUCCESS', { method: 'social', name: provider, caipNetworkId: this.state.network.getSnapshot().caipNetwork?.caipNetworkId });
      this.runtime.outcomes.report({ type: 'connected', origin: this.origin, opening: this.opening, unlessVisitorMovedOn: false });
    } catch (error) {
      this.fail(attempt, asWalletportError(error));
    }
  }

  private fail(attempt: RequestToken, error: WalletportError): void {
    if (!attempt.isCurrent()) return;
    this.release();
    this.store.update({ step: 'error', error });
  }

  private release(): void {
    const teardowns = this.teardowns;
    this.teardowns = [];
    for (const teardown of teardowns) {
      try {
        teardown();
      } catch {
        // A pop-up that cannot be closed any more must not keep the rest running.
      }
    }
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
