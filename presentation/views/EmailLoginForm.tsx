import { useState, type FormEvent } from 'react';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';

/** Spec §4: the Connect view's e-mail field; the embedded wallet mails a code (or a device link) to it. */
export function EmailLoginForm() {
  const facade = useFacade();
  const login = useStore(facade.flows.emailLogin.state);
  const [email, setEmail] = useState(login.email ?? '');
  const sending = login.step === 'sending' || login.step === 'connecting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void facade.flows.emailLogin.commands.start({ email });
  };
  return (
    <form className="wp-form" onSubmit={submit} data-testid="wp-email-form" noValidate>
      <label>
        E-mail
        <input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          disabled={sending}
          autoComplete="email"
          placeholder="you@example.com"
          data-testid="wp-email-input"
        />
      </label>
      {login.error && login.step !== 'verifyOtp' && login.step !== 'verifyDevice' ? (
        <p className="wp-error" role="alert" data-testid="wp-email-error">
          {errorText(login.error)}
        </p>
      ) : null}
      <button type="submit" className="wp-button" disabled={sending} data-testid="wp-email-submit">
        {sending ? 'Sending…' : 'Continue with e-mail'}
      </button>
    </form>
  );
}
