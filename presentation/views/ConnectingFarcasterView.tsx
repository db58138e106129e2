import { useEffect } from 'react';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { QrCode } from '../components/QrCode.tsx';

/**
 * Spec §4 Farcaster login: the sign-in link as a QR code (for the phone) and as a link (for Farcaster on
 * this device); the view waits for the approval as long as it shows.
 */
export function ConnectingFarcasterView() {
  const facade = useFacade();
  const { farcasterUrl } = useStore(facade.stores.modal);
  const login = useStore(facade.flows.farcasterLogin.state);
  useEffect(() => {
    const { start, stop } = facade.flows.farcasterLogin.commands;
    void start();
    return stop;
  }, [facade]);
  return (
    <div className="wp-center" data-testid="wp-farcaster-view">
      <p className="wp-muted">Scan this code with your phone, or open Farcaster on this device, and approve the sign-in.</p>
      {farcasterUrl ? (
        <>
          <QrCode value={farcasterUrl} label="QR code to sign in with Farcaster" />
          <a className="wp-button wp-secondary" href={farcasterUrl} target="_blank" rel="noopener noreferrer" data-testid="wp-farcaster-link">
            Open Farcaster
          </a>
        </>
      ) : (
        <div className="wp-qr-placeholder" style={{ width: 240, height: 240 }} aria-label="Preparing the QR code" />
      )}
      {login.step === 'waiting' || login.step === 'connecting' ? (
        <p className="wp-muted" role="status" data-testid="wp-farcaster-status">
          <span className="wp-spinner" aria-hidden="true" />
          {login.step === 'waiting' ? 'Waiting for the approval in Farcaster…' : 'Signing in…'}
        </p>
      ) : null}
      {login.step === 'error' && login.error ? (
        <>
          <p className="wp-error" role="alert" data-testid="wp-farcaster-error">
            {errorText(login.error)}
          </p>
          <button type="button" className="wp-button wp-secondary" data-testid="wp-farcaster-retry" onClick={() => void facade.flows.farcasterLogin.commands.start()}>
            Try again
          </button>
        </>
      ) : null}
    </div>
  );
}
