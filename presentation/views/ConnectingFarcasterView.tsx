import { useEffect } from 'react';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { QrCode } from '../components/QrCode.tsx';
import { useMessages } from '../i18n/use-messages.ts';

/**
 * Farcaster login: the sign-in link as a QR code (for the phone) and as a link (for Farcaster on
 * this device); the view waits for the approval as long as it shows.
 */
export function ConnectingFarcasterView() {
  const facade = useFacade();
  const { t } = useMessages();
  const { farcasterUrl } = useStore(facade.stores.modal);
  const login = useStore(facade.flows.farcasterLogin.state);
  useEffect(() => {
    const { start, stop } = facade.flows.farcasterLogin.commands;
    void start();
    return stop;
  }, [facade]);
  return (
    <div className="wp-center" data-testid="wp-farcaster-view">
      <p className="wp-muted">{t('flows.farcaster.hint')}</p>
      {farcasterUrl ? (
        <>
          <QrCode value={farcasterUrl} label={t('flows.farcaster.qrLabel')} />
          <a className="wp-button wp-secondary" href={farcasterUrl} target="_blank" rel="noopener noreferrer" data-testid="wp-farcaster-link">
            {t('flows.farcaster.open')}
          </a>
        </>
      ) : login.step === 'error' ? null : (
        // The code's size is held while it is made, so the view does not jump when it appears.
        <p className="wp-qr-placeholder wp-muted" role="status" style={{ width: 240, height: 240 }}>
          <span className="wp-spinner" aria-hidden="true" />
          {t('flows.farcaster.preparing')}
        </p>
      )}
      {login.step === 'waiting' || login.step === 'connecting' ? (
        <p className="wp-muted" role="status" data-testid="wp-farcaster-status">
          <span className="wp-spinner" aria-hidden="true" />
          {login.step === 'waiting' ? t('flows.farcaster.waiting') : t('flows.farcaster.signingIn')}
        </p>
      ) : null}
      {login.step === 'error' && login.error ? (
        <>
          <p className="wp-error" role="alert" data-testid="wp-farcaster-error">
            {errorText(login.error)}
          </p>
          <button type="button" className="wp-button wp-secondary" data-testid="wp-farcaster-retry" onClick={() => void facade.flows.farcasterLogin.commands.start()}>
            {t('common.retry')}
          </button>
        </>
      ) : null}
    </div>
  );
}
