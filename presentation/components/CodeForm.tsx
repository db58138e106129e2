import { useState, type FormEvent, type ReactNode } from 'react';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { errorText } from './error-text.ts';
import { BusyButton } from './BusyButton.tsx';

/** The six-digit code from an e-mail: digits only, submitted when complete. */
export function CodeForm(props: {
  readonly busy: boolean;
  readonly error: WalletportError | undefined;
  readonly onSubmit: (otp: string) => void;
  readonly children?: ReactNode;
}) {
  const { t } = useMessages();
  const [otp, setOtp] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(otp);
  };
  return (
    <form className="wp-form" onSubmit={submit} data-testid="wp-otp-form">
      <input
        value={otp}
        onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        readOnly={props.busy}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={t('flows.code.label')}
        placeholder={t('flows.code.placeholder')}
        data-testid="wp-otp-input"
      />
      {props.error ? (
        <p className="wp-error" role="alert" data-testid="wp-otp-error">
          {errorText(props.error)}
        </p>
      ) : null}
      <BusyButton type="submit" className="wp-button" busy={props.busy} disabled={!props.busy && otp.length !== 6} data-testid="wp-otp-submit">
        {props.busy ? t('flows.code.checking') : t('flows.code.submit')}
      </BusyButton>
      {props.children}
    </form>
  );
}
