import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { AUTH_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import { EmailUpdateStore, INITIAL_EMAIL_UPDATE, type EmailUpdateStep } from './email-update.store.ts';
import { LatestRequest, ConnectOriginReader, type ConnectOrigin } from '../async/requests.ts';
import { typedEmail, typedOneTimeCode } from './typed-login-input.ts';

/**
 * E-mail update of the embedded wallet: VERIFY_PRIMARY_OTP (a code to the current address), then
 * VERIFY_SECONDARY_OTP (a code to the new one), completing by storing the new e-mail. A wrong code or a
 * cancel leaves the old e-mail in place; every command settles in state, nothing throws into the page.
 */
export class EmailUpdateService {
  /** Where the change under way began: only one the visitor began in the modal moves it. */
  private origin: ConnectOrigin = 'headless';
  /** Started by every start, cancelled by cancel: an answer to an abandoned update is dropped. */
  private readonly updates = new LatestRequest();
  private readonly origins: ConnectOriginReader;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    readonly store: EmailUpdateStore,
  ) {
    this.origins = new ConnectOriginReader(state.modal);
  }

  async start(rawEmail: string): Promise<void> {
    const email = typedEmail(rawEmail, this.store);
    if (email === undefined) return;
    const update = this.updates.start();
    this.origin = this.origins.current();
    this.store.update({ step: 'sending', newEmail: email, error: undefined });
    try {
      const auth = this.requireAuth();
      const next = await auth.updateEmail?.(email);
      if (!update.isCurrent()) return;
      // A frame that skips the first code (it trusts the current address already) goes straight to the second.
      this.show(next === 'VERIFY_SECONDARY_OTP' ? 'verifySecondary' : 'verifyPrimary');
    } catch (error) {
      if (update.isCurrent()) this.store.update({ step: 'idle', error: asWalletportError(error) });
    }
  }

  async submitOtp(rawOtp: string): Promise<void> {
    const { step } = this.store.getSnapshot();
    if (step !== 'verifyPrimary' && step !== 'verifySecondary') return;
    const otp = typedOneTimeCode(rawOtp, this.store);
    if (otp === undefined) return;
    const update = this.updates.current();
    this.store.update({ step: 'saving', error: undefined });
    try {
      const auth = this.requireAuth();
      if (step === 'verifyPrimary') {
        await auth.updateEmailPrimaryOtp?.(otp);
        if (update.isCurrent()) this.show('verifySecondary');
        return;
      }
      const stored = await auth.updateEmailSecondaryOtp?.(otp);
      if (!update.isCurrent()) return;
      await this.complete(stored ?? this.store.getSnapshot().newEmail);
    } catch (error) {
      if (update.isCurrent()) this.store.update({ step, error: asWalletportError(error) });
    }
  }

  /** Leaves the update: the old e-mail stays. */
  cancel(): void {
    this.updates.cancel();
    this.store.update(INITIAL_EMAIL_UPDATE);
  }

  private show(step: Extract<EmailUpdateStep, 'verifyPrimary' | 'verifySecondary'>): void {
    this.store.update({ step });
    const view = step === 'verifyPrimary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp';
    this.runtime.outcomes.report({ type: 'emailUpdateStep', origin: this.origin, view });
  }

  private async complete(newEmail: string | undefined): Promise<void> {
    const { outcomes, persisted, snackbar } = this.runtime;
    if (newEmail) {
      await persisted.saveEmbeddedWalletCache({ email: newEmail });
      this.state.accountType.update((state) => (state.user ? { user: { ...state.user, email: newEmail } } : {}));
    }
    this.store.update(INITIAL_EMAIL_UPDATE);
    outcomes.report({ type: 'emailUpdated', origin: this.origin });
    snackbar.showSuccess('E-mail updated');
  }

  private requireAuth(): AuthProviderPort {
    const { auth } = this.runtime;
    const signedIn = this.state.accounts.getSnapshot().eip155?.connectorId === AUTH_CONNECTOR_ID;
    if (!auth?.updateEmail || !signedIn) throw catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: 'the e-mail can only change while the embedded wallet is connected' });
    return auth;
  }
}
