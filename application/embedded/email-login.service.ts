import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import { asWalletportError, catalogueError, catalogueMessage, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { AuthProviderPort, EmailLoginStep as FrameStep } from '../ports/auth-provider.port.ts';
import { EmailLoginStore, INITIAL_EMAIL_LOGIN, type EmailLoginStep } from './email-login.store.ts';
import { LatestRequest, ConnectOriginReader, type RequestToken, type ConnectOrigin } from '../async/requests.ts';
import { EmbeddedSessionService } from './embedded-session.service.ts';
import { typedEmail, typedOneTimeCode } from './typed-login-input.ts';

/** Between two checks of the device link, when the frame answered "not yet" at once. */
const DEVICE_RECHECK_MS = 1_000;

/**
 * E-mail login: the address, then the device link (VERIFY_DEVICE) and/or the six-digit code
 * (VERIFY_OTP), then the session. A new code may be asked for 30 s after the last one ('Please try again
 * after N seconds'). Every command settles in state; nothing throws into the page.
 */
export class EmailLoginService {
  /** Where the login under way began: only one the visitor began in the modal moves it. */
  private origin: ConnectOrigin = 'headless';
  /** The modal's opening the visitor last acted in: the address, then the code. */
  private opening = 0;
  /** Started by every start, cancelled by cancel: a device check or code answer of an abandoned login is dropped. */
  private readonly logins = new LatestRequest();
  /** Started by every device view shown, so a resend leaves one wait asking, not two. */
  private readonly deviceWaits = new LatestRequest();
  private lastCodeRequestAt: number | undefined;
  private cancelRecheck: () => void = () => undefined;
  private readonly origins: ConnectOriginReader;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    readonly store: EmailLoginStore,
    private readonly session: EmbeddedSessionService,
  ) {
    this.origins = new ConnectOriginReader(state.modal);
    runtime.lifecycle.add(() => this.cancel());
  }

  /** Whether this instance can log in by e-mail at all (an auth provider that speaks it). */
  get available(): boolean {
    return typeof this.runtime.auth?.connectEmail === 'function';
  }

  async start(rawEmail: string): Promise<void> {
    const email = typedEmail(rawEmail, this.store);
    if (email === undefined) return;
    const login = this.logins.start();
    this.origin = this.origins.current();
    this.opening = this.origins.opening();
    this.cancelRecheck();
    await this.requestCode(email, login, 'idle');
  }

  /** Asks for a new code for the same address (the OTP view's resend). */
  async resend(): Promise<void> {
    const { email, step } = this.store.getSnapshot();
    if (!email || (step !== 'verifyOtp' && step !== 'verifyDevice')) return;
    await this.requestCode(email, this.logins.current(), step);
  }

  async submitOtp(rawOtp: string): Promise<void> {
    const { step } = this.store.getSnapshot();
    if (step !== 'verifyOtp') return;
    const otp = typedOneTimeCode(rawOtp, this.store);
    if (otp === undefined) return;
    const login = this.logins.current();
    this.opening = this.origins.opening();
    this.store.update({ step: 'connecting', error: undefined });
    try {
      await this.requireAuth().connectOtp?.(otp);
      if (!login.isCurrent()) return;
      await this.finish(login);
    } catch (error) {
      if (login.isCurrent()) this.store.update({ step: 'verifyOtp', error: asWalletportError(error) });
    }
  }

  /** Leaves the login: state back to idle, no device check keeps running. */
  cancel(): void {
    this.logins.cancel();
    this.deviceWaits.cancel();
    this.cancelRecheck();
    this.store.update({ ...INITIAL_EMAIL_LOGIN, resendAvailableAt: this.store.getSnapshot().resendAvailableAt });
  }

  private async requestCode(email: string, login: RequestToken, stepBefore: EmailLoginStep): Promise<void> {
    const { clock } = this.runtime;
    const now = clock.now();
    const waitMs = this.lastCodeRequestAt === undefined ? 0 : this.lastCodeRequestAt + EMBEDDED_WALLET.emailLoginCooldownMs - now;
    if (waitMs > 0) {
      this.store.update({ error: catalogueError('EMAIL_LOGIN_COOLDOWN', { params: { seconds: Math.ceil(waitMs / 1000) } }) });
      return;
    }
    this.store.update({ step: 'sending', email, error: undefined });
    try {
      const next: FrameStep | undefined = await this.requireAuth().connectEmail?.(email);
      if (!login.isCurrent()) return;
      this.lastCodeRequestAt = clock.now();
      this.store.update({ resendAvailableAt: this.lastCodeRequestAt + EMBEDDED_WALLET.emailLoginCooldownMs });
      if (next === 'VERIFY_DEVICE') this.showStep('verifyDevice', 'EmailVerifyDevice', login);
      else if (next === 'VERIFY_OTP') this.showStep('verifyOtp', 'EmailVerifyOtp', login);
      else await this.finish(login);
    } catch (error) {
      if (login.isCurrent()) this.store.update({ step: stepBefore, error: asWalletportError(error) });
    }
  }

  private showStep(step: 'verifyDevice' | 'verifyOtp', view: 'EmailVerifyDevice' | 'EmailVerifyOtp', login: RequestToken): void {
    this.store.update({ step });
    this.runtime.outcomes.report({ type: 'emailLoginStep', origin: this.origin, view });
    if (step !== 'verifyDevice') return;
    this.cancelRecheck();
    void this.waitForDevice(login, this.deviceWaits.start());
  }

  /**
   * The device view continues by itself once the link in the mail was clicked. "Not yet" is the normal
   * answer while the visitor reads the mail, so it is asked again for as long as the view shows; any other
   * failure cannot change by asking again, so the wait stops and the view shows the error (its Resend
   * mails a new link and starts a new wait). Never rejects.
   */
  private async waitForDevice(login: RequestToken, wait: RequestToken): Promise<void> {
    const { clock } = this.runtime;
    const waiting = (): boolean => login.isCurrent() && wait.isCurrent() && this.store.getSnapshot().step === 'verifyDevice';
    while (waiting()) {
      const started = clock.now();
      try {
        await this.requireAuth().connectDevice?.();
        if (!waiting()) return;
        this.showStep('verifyOtp', 'EmailVerifyOtp', login);
        return;
      } catch (error) {
        if (!waiting()) return;
        if (!isDeviceNotYetVerified(error)) {
          this.store.update({ error: asWalletportError(error) });
          return;
        }
        // A frame that answers "not yet" at once would otherwise be asked in a tight loop.
        if (clock.now() - started < DEVICE_RECHECK_MS) {
          await new Promise<void>((resolve) => {
            this.cancelRecheck = clock.schedule(resolve, DEVICE_RECHECK_MS);
          });
        }
      }
    }
  }

  private async finish(login: RequestToken): Promise<void> {
    this.store.update({ step: 'connecting', error: undefined });
    await this.session.attach(this.store.getSnapshot().email);
    if (!login.isCurrent()) return;
    this.store.update({ ...INITIAL_EMAIL_LOGIN, resendAvailableAt: this.store.getSnapshot().resendAvailableAt });
    this.runtime.tracker.track('CONNECT_SUCCESS', { method: 'email', name: 'Email', caipNetworkId: this.state.network.getSnapshot().caipNetwork?.caipNetworkId });
    this.runtime.outcomes.report({ type: 'connected', origin: this.origin, opening: this.opening, unlessVisitorMovedOn: false });
  }

  private requireAuth(): AuthProviderPort {
    const { auth } = this.runtime;
    if (!auth?.connectEmail) throw catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: 'no embedded wallet is configured' });
    return auth;
  }
}

/**
 * "Not yet": walletport's frame ends its 25 s wait with DEVICE_NOT_VERIFIED's text (the page receives the
 * frame's text, wrapped), and Reown's hosted secure site holds the request until the page's 30 s timeout.
 */
function isDeviceNotYetVerified(error: unknown): boolean {
  return (
    WalletportError.is(error, 'DEVICE_NOT_VERIFIED') ||
    WalletportError.is(error, 'IFRAME_REQUEST_TIMEOUT') ||
    userFacingMessage(error) === catalogueMessage('DEVICE_NOT_VERIFIED')
  );
}
