import { useState, type FormEvent } from 'react';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { DisplayName } from '../components/DisplayName.tsx';

/** Spec §4 VERIFY_OTP: the six digits from the mail, with a resend. */
export function EmailVerifyOtpView() {
  const facade = useFacade();
  const login = useStore(facade.flows.emailLogin.state);
  const [otp, setOtp] = useState('');
  const connecting = login.step === 'connecting';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void facade.flows.emailLogin.commands.submitOtp({ otp });
  };
  return (
    <form className="wp-form" onSubmit={submit} data-testid="wp-otp-form">
      <p>
        Enter the code we sent to <strong><DisplayName value={login.email ?? ''} /></strong>
      </p>
      <input
        value={otp}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
          setOtp(digits);
        }}
        disabled={connecting}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label="Six-digit code"
        placeholder="000000"
        data-testid="wp-otp-input"
      />
      {login.error ? (
        <p className="wp-error" role="alert" data-testid="wp-otp-error">
          {errorText(login.error)}
        </p>
      ) : null}
      <button type="submit" className="wp-button" disabled={connecting || otp.length !== 6} data-testid="wp-otp-submit">
        {connecting ? 'Connecting…' : 'Continue'}
      </button>
      <ResendButton />
    </form>
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
