import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { errorText } from '../components/error-text.ts';
import { NamedMessage } from '../components/DisplayName.tsx';
import { CodeForm } from '../components/CodeForm.tsx';

/** VERIFY_OTP: the six digits from the mail, with a resend. */
export function EmailVerifyOtpView() {
  const facade = useFacade();
  const { t } = useMessages();
  const login = useStore(facade.flows.emailLogin.state);
  return (
    <>
      <p>
        <NamedMessage template={t('flows.emailVerify.otpPrompt')} placeholder="email" value={login.email ?? ''} strong />
      </p>
      <CodeForm busy={login.step === 'connecting'} error={login.error} onSubmit={(otp) => void facade.flows.emailLogin.commands.submitOtp({ otp })}>
        <ResendButton />
      </CodeForm>
    </>
  );
}

/** VERIFY_DEVICE: the link in the mail approves this device; the view goes on by itself. */
export function EmailVerifyDeviceView() {
  const facade = useFacade();
  const { t } = useMessages();
  const login = useStore(facade.flows.emailLogin.state);
  return (
    <div className="wp-center" data-testid="wp-device-view">
      <p>{t('flows.emailVerify.deviceTitle')}</p>
      <p className="wp-muted">
        <NamedMessage template={t('flows.emailVerify.deviceHint')} placeholder="email" value={login.email ?? ''} strong />
      </p>
      {login.error ? (
        <p className="wp-error" role="alert" data-testid="wp-device-error">
          {errorText(login.error)}
        </p>
      ) : null}
      <ResendButton />
    </div>
  );
}

function ResendButton() {
  const facade = useFacade();
  const { t } = useMessages();
  return (
    <button type="button" className="wp-button wp-secondary" data-testid="wp-otp-resend" onClick={() => void facade.flows.emailLogin.commands.resend()}>
      {t('flows.emailVerify.resend')}
    </button>
  );
}

/** The secure frame is shown full-size over the page; the visitor approves or rejects inside it. */
export function ApproveTransactionView() {
  const { t } = useMessages();
  return (
    <p className="wp-muted wp-center" data-testid="wp-approve-view">
      {t('flows.approveTransaction.hint')}
    </p>
  );
}
