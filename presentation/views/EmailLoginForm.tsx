import { useState, type FormEvent } from 'react';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useConnectAllowed } from './connect/legal-consent.tsx';
import { BusyButton } from '../components/BusyButton.tsx';

/** The Connect view's e-mail field; the embedded wallet mails a code (or a device link) to it. */
export function EmailLoginForm() {
  const facade = useFacade();
  const { t } = useMessages();
  const allowed = useConnectAllowed();
  const login = useStore(facade.flows.emailLogin.state);
  const [email, setEmail] = useState(login.email ?? '');
  const sending = login.step === 'sending' || login.step === 'connecting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the field submits even while the button is disabled: the consent is checked here too.
    if (!allowed || sending) return;
    void facade.flows.emailLogin.commands.start({ email });
  };
  return (
    <form className="wp-form" onSubmit={submit} data-testid="wp-email-form" noValidate>
      <label>
        {t('connect.email.label')}
        <input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          readOnly={sending}
          autoComplete="email"
          placeholder={t('connect.email.placeholder')}
          data-testid="wp-email-input"
        />
      </label>
      {login.error && login.step !== 'verifyOtp' && login.step !== 'verifyDevice' ? (
        <p className="wp-error" role="alert" data-testid="wp-email-error">
          {errorText(login.error)}
        </p>
      ) : null}
      <BusyButton type="submit" className="wp-button" busy={sending} disabled={!sending && !allowed} data-testid="wp-email-submit">
        {sending ? t('connect.email.sending') : t('connect.email.submit')}
      </BusyButton>
    </form>
  );
}
