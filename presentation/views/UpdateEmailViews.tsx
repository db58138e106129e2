import { useState, type FormEvent } from 'react';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { NamedMessage } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { CodeForm } from '../components/CodeForm.tsx';

/** E-mail update, first screen: the new address. */
export function UpdateEmailWalletView() {
  const facade = useFacade();
  const { t } = useMessages();
  const update = useStore(facade.flows.emailUpdate.state);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void facade.flows.emailUpdate.commands.start({ email });
  };
  return (
    <form className="wp-form" onSubmit={submit} data-testid="wp-update-email-form" noValidate>
      <label>
        {t('flows.updateEmail.label')}
        <input type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} disabled={update.step === 'sending'} autoComplete="email" data-testid="wp-update-email-input" />
      </label>
      {update.error ? (
        <p className="wp-error" role="alert" data-testid="wp-update-email-error">
          {errorText(update.error)}
        </p>
      ) : null}
      <button type="submit" className="wp-button" disabled={update.step === 'sending'} data-testid="wp-update-email-submit">
        {update.step === 'sending' ? (
          <>
            <span className="wp-spinner" aria-hidden="true" />
            {t('flows.updateEmail.sending')}
          </>
        ) : (
          t('flows.updateEmail.submit')
        )}
      </button>
    </form>
  );
}

/** VERIFY_PRIMARY_OTP: the code sent to the address the wallet has now. */
export function UpdateEmailPrimaryOtpView() {
  const facade = useFacade();
  const { t } = useMessages();
  const update = useStore(facade.flows.emailUpdate.state);
  const { user } = useStore(facade.flows.accountType.state);
  return (
    <>
      <p>
        <NamedMessage template={t('flows.updateEmail.primaryPrompt')} placeholder="email" value={user?.email ?? ''} strong />
      </p>
      <CodeForm busy={update.step === 'saving'} error={update.error} onSubmit={(otp) => void facade.flows.emailUpdate.commands.submitOtp({ otp })} />
    </>
  );
}

/** VERIFY_SECONDARY_OTP: the code sent to the new address. */
export function UpdateEmailSecondaryOtpView() {
  const facade = useFacade();
  const { t } = useMessages();
  const update = useStore(facade.flows.emailUpdate.state);
  return (
    <>
      <p>
        <NamedMessage template={t('flows.updateEmail.secondaryPrompt')} placeholder="email" value={update.newEmail ?? ''} strong />
      </p>
      <CodeForm busy={update.step === 'saving'} error={update.error} onSubmit={(otp) => void facade.flows.emailUpdate.commands.submitOtp({ otp })} />
    </>
  );
}
