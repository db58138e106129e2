import { useEffect, useState, type ReactNode } from 'react';
import { QrCode } from '../components/QrCode.tsx';
import { WalletImage } from '../components/WalletImage.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';
import { findDirectoryWallet } from './walletconnect-wallet.ts';
import { walletConnectDeepLink } from '../../domain/connectors/deep-link.ts';
import { isWebLink } from '../../domain/connectors/social-login.ts';
import { errorText } from '../components/error-text.ts';
import { NamedMessage } from '../components/DisplayName.tsx';
import { displayName } from '../../domain/format/display-name.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { OutsideImage } from './connect/WalletRows.tsx';

/** The wallet a pairing is for: a directory or custom wallet (with its app links), or one known by name only. */
interface PairingTarget {
  readonly id: string | undefined;
  readonly name: string | undefined;
  readonly image: ReactNode;
  readonly mobileLink: string | undefined;
  readonly desktopLink: string | undefined;
}

/**
 * WalletConnect pairing. ConnectingWalletConnectBasic is the pairing for any wallet: the QR code and
 * "Copy link", no wallet named. ConnectingWalletConnect is for the wallet picked: its image and name,
 * and its app link (the phone's on mobile, the desktop app's on desktop). Both show the error with "Try again".
 */
export function ConnectingWalletConnectView() {
  const facade = useFacade();
  const { router } = useStore(facade.stores.modal);
  const basic = router.view === 'ConnectingWalletConnectBasic';
  const walletId = basic ? undefined : router.data?.['walletId'];
  // A new pairing view (another wallet, or the basic one) is a fresh visit with its own start.
  return <PairingView key={basic ? 'basic' : `wallet:${walletId ?? ''}`} target={basic ? undefined : targetOf(facade, walletId, router.data?.['walletName'])} />;
}

function targetOf(facade: ReturnType<typeof useFacade>, walletId: string | undefined, walletName: string | undefined): PairingTarget {
  const listed = findDirectoryWallet(facade, walletId);
  if (listed) {
    const image = <WalletImage imageId={listed.image_id} name={listed.name} />;
    return { id: listed.id, name: listed.name, image, mobileLink: listed.mobile_link ?? undefined, desktopLink: listed.desktop_link ?? undefined };
  }
  const custom = walletId ? facade.config.customWallets.find((wallet) => wallet.id === walletId) : undefined;
  if (custom) {
    const image = <OutsideImage src={isWebLink(custom.image_url) ? custom.image_url : undefined} />;
    return { id: custom.id, name: custom.name, image, mobileLink: custom.mobile_link, desktopLink: custom.desktop_link };
  }
  return { id: walletId, name: walletName, image: null, mobileLink: undefined, desktopLink: undefined };
}

function PairingView({ target }: { readonly target: PairingTarget | undefined }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { wcUri } = useStore(facade.stores.connection);
  const pairing = useStore(facade.stores.pairing);
  const [copied, setCopied] = useState(false);
  const name = target?.name ?? t('connect.wc.yourWallet');
  const start = (): void => void facade.walletConnect.start(target?.id ? { id: target.id, name } : undefined);

  useEffect(() => {
    // Start once per visit; StrictMode's second run sees the pairing already under way for this wallet.
    const { phase, wallet } = facade.stores.pairing.getSnapshot();
    const forAnother = phase !== 'idle' && phase !== 'error' && wallet?.id !== target?.id;
    if (phase === 'idle' || forAnother || (phase === 'error' && !facade.stores.connection.getSnapshot().wcUri)) start();
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
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const mobile = facade.walletConnect.isMobile();
  // An unsafe app link (javascript:, data:, …) gives no link at all: the QR code and Copy link still pair.
  const appLink = mobile ? target?.mobileLink : target?.desktopLink;
  const deepLink = wcUri && appLink ? walletConnectDeepLink(appLink, wcUri) : undefined;
  const qrLabel = target ? t('connect.wc.qrLabel', { name: displayName(name) }) : t('connect.wc.qrLabelAny');
  return (
    <div className="wp-center" aria-live="polite" data-testid={target ? 'wp-walletconnect' : 'wp-walletconnect-basic'}>
      {target?.image ?? null}
      {wcUri ? (
        <QrCode value={wcUri} label={qrLabel} />
      ) : (
        <div className="wp-qr-placeholder wp-qr-waiting" role="status">
          <span className="wp-spinner" aria-hidden="true" />
          {t('connect.wc.preparing')}
        </div>
      )}
      <p>{target ? <NamedMessage template={t('connect.wc.scanWith')} placeholder="name" value={name} /> : t('connect.wc.scanAny')}</p>
      <p className="wp-muted">{t('connect.wc.approve')}</p>
      {deepLink ? (
        <a className="wp-button" data-testid={mobile ? 'wp-wc-deep-link' : 'wp-wc-desktop-link'} href={deepLink}>
          <NamedMessage template={t('connect.wc.open')} placeholder="name" value={name} />
        </a>
      ) : null}
      <button type="button" className="wp-button wp-secondary" data-testid="wp-wc-copy" disabled={!wcUri} onClick={copy}>
        {copied ? t('connect.wc.copied') : t('connect.wc.copy')}
      </button>
    </div>
  );
}
