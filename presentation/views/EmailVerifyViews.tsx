import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { CodeForm } from '../components/CodeForm.tsx';

/** Spec §4 VERIFY_OTP: the six digits from the mail, with a resend. */
export function EmailVerifyOtpView() {
  const facade = useFacade();
  const login = useStore(facade.flows.emailLogin.state);
  return (
    <>
      <p>
        Enter the code we sent to <strong><DisplayName value={login.email ?? ''} /></strong>
      </p>
      <CodeForm busy={login.step === 'connecting'} error={login.error} onSubmit={(otp) => void facade.flows.emailLogin.commands.submitOtp({ otp })}>
        <ResendButton />
      </CodeForm>
    </>
  );
}

/** Spec §4 VERIFY_DEVICE: the link in the mail approves this device; the view goes on by itself. */
export function EmailVerifyDeviceView() {
  const facade = useFacade();
  const login = useStore(facade.flows.emailLogin.state);
  return (
    <div className="wp-center" data-testid="wp-device-view">
      <p>Approve this device</p>
      <p className="wp-muted">
        We sent a link to <strong><DisplayName value={login.email ?? ''} /></strong>. Open it to approve this browser; this screen continues by itself.
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
  return (
    <button type="button" className="wp-button wp-secondary" data-testid="wp-otp-resend" onClick={() => void facade.flows.emailLogin.commands.resend()}>
      Resend e-mail
    </button>
  );
}

/** Spec §6: the secure frame is shown full-size over the page; the visitor approves or rejects inside it. */
export function ApproveTransactionView() {
  return (
    <p className="wp-muted wp-center" data-testid="wp-approve-view">
      Approve or reject the request in the secure wallet window.
    </p>
  );
}
