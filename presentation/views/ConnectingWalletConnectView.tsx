import { useEffect, useState } from 'react';
import { QrCode } from '../components/QrCode.tsx';
import { WalletImage } from '../components/WalletImage.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/use-store.ts';
import { findDirectoryWallet } from './walletconnect-wallet.ts';
import { walletConnectDeepLink } from '../../domain/connectors/deep-link.ts';
import { errorText } from '../components/error-text.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { displayName } from '../../domain/format/display-name.ts';

const QR_BOX = { width: 240, height: 240 } as const;

/**
 * WalletConnect pairing (ConnectingWalletConnect and ConnectingWalletConnectBasic): the URI as a QR code,
 * "Copy link", a deep link into the wallet app on mobile, and the error with "Try again" (a fresh URI).
 */
export function ConnectingWalletConnectView() {
  const facade = useFacade();
  const modal = useStore(facade.stores.modal);
  const { wcUri } = useStore(facade.stores.connection);
  const pairing = useStore(facade.stores.pairing);
  const [copied, setCopied] = useState(false);
  const walletId = modal.router.data?.['walletId'];
  const wallet = findDirectoryWallet(facade, walletId);
  const name = wallet?.name ?? modal.router.data?.['walletName'] ?? 'your wallet';
  const start = (): void => void facade.walletConnect.start(walletId ? { id: walletId, name } : undefined);

  useEffect(() => {
    // Start once per visit; StrictMode's second run sees the pairing already under way.
    const { phase } = facade.stores.pairing.getSnapshot();
    if (phase === 'idle' || (phase === 'error' && !facade.stores.connection.getSnapshot().wcUri)) start();
  }, [facade]);

  const copy = (): void => {
    if (!wcUri) return;
    void navigator.clipboard?.writeText(wcUri).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  if (pairing.phase === 'error') {
    return (
      <div className="wp-center" aria-live="polite">
        <p className="wp-error" role="alert" data-testid="wp-wc-error">
          {pairing.error ? errorText(pairing.error) : null}
        </p>
        <button type="button" className="wp-button" data-testid="wp-wc-retry" onClick={start}>
          Try again
        </button>
      </div>
    );
  }

  // An unsafe mobile_link (javascript:, data:, …) gives no link at all: the QR code and Copy link still pair.
  const deepLink = wcUri && wallet?.mobile_link ? walletConnectDeepLink(wallet.mobile_link, wcUri) : undefined;
  return (
    <div className="wp-center" aria-live="polite" data-testid="wp-walletconnect">
      {wallet ? <WalletImage imageId={wallet.image_id} name={wallet.name} /> : null}
      {wcUri ? <QrCode value={wcUri} label={`QR code to connect ${displayName(name)}`} /> : <div className="wp-qr-placeholder" style={QR_BOX} aria-label="Preparing the QR code" />}
      <p>
        Scan with <DisplayName value={name} />
      </p>
      <p className="wp-muted">Approve the connection in the wallet.</p>
      {deepLink && facade.walletConnect.isMobile() ? (
        <a className="wp-button" data-testid="wp-wc-deep-link" href={deepLink}>
          Open <DisplayName value={name} />
        </a>
      ) : null}
      <button type="button" className="wp-button wp-secondary" data-testid="wp-wc-copy" disabled={!wcUri} onClick={copy}>
        {copied ? 'Link copied' : 'Copy link'}
      </button>
    </div>
  );
}
