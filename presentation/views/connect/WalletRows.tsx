import { useState, type ReactNode } from 'react';
import type { CustomWallet } from '../../../domain/options/option-types.ts';
import type { RecentWallet } from '../../../domain/connectors/recent-wallets.ts';
import { customWalletAction } from '../../../domain/connectors/custom-wallet-action.ts';
import { isWebLink } from '../../../domain/connectors/social-login.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { DisplayName } from '../../components/DisplayName.tsx';
import { WalletGlyph } from '../../components/WalletImage.tsx';
import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useConnectAllowed } from './legal-consent.tsx';

/** A small pill on the row's inline-end side ("Recent", "Installed", "QR code"). */
export function Tag({ text, tone }: { readonly text: string | undefined; readonly tone: 'accent' | 'neutral' }) {
  if (!text) return null;
  return <span className={`wp-tag wp-tag-${tone}`}>{text}</span>;
}

/** A row's inside: the image, the name (with a second line when given) and the tag. */
export function RowBody(props: { readonly image: ReactNode; readonly name: string; readonly detail?: ReactNode; readonly tag?: ReactNode }) {
  return (
    <>
      {props.image}
      <span className="wp-row-name">
        <DisplayName value={props.name} />
        {/* Its own direction: a reverse-domain id or English family names stay whole and cut at their end in a right-to-left dialog. */}
        {props.detail ? <small dir="auto">{props.detail}</small> : null}
      </span>
      {props.tag}
    </>
  );
}

/** An image from outside (an announced icon, a custom wallet's image_url); the wallet glyph when missing or broken. */
export function OutsideImage({ src }: { readonly src: string | undefined }) {
  const [broken, setBroken] = useState<string | undefined>(undefined);
  if (!src || broken === src) return <WalletGlyph />;
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(src)} />;
}

function QrIcon() {
  return (
    <span className="wp-image-placeholder wp-qr-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor" focusable="false">
        <path d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm4 0h4v2h-2v2h-2v-4zm-4 4h2v4h-2v-4zm4 2h4v2h-4v-2zm2-4h2v2h-2v-2z" />
      </svg>
    </span>
  );
}

/** Pairing by QR code with any wallet (the ConnectingWalletConnectBasic view). */
export function WalletConnectRow() {
  const facade = useFacade();
  const { t } = useMessages();
  const allowed = useConnectAllowed();
  return (
    <button
      type="button"
      className="wp-row"
      data-testid="wp-walletconnect-row"
      disabled={!allowed}
      onClick={() => allowed && facade.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic' })}
    >
      <QrIcon />
      <span className="wp-row-name">{t('connect.walletConnect')}</span>
      <Tag text={t('connect.tag.qrCode')} tone="neutral" />
    </button>
  );
}

/**
 * A wallet the site listed itself: with an app link it pairs through WalletConnect, with only a web
 * app or homepage it opens that page in a new tab.
 */
export function CustomWalletRow({ wallet, tag }: { readonly wallet: CustomWallet; readonly tag?: ReactNode }) {
  const facade = useFacade();
  const { t } = useMessages();
  const allowed = useConnectAllowed();
  const action = customWalletAction(wallet, facade.walletConnect.isMobile());
  const body = <RowBody image={<OutsideImage src={isWebLink(wallet.image_url) ? wallet.image_url : undefined} />} name={wallet.name} tag={tag} />;
  if (action.kind === 'open') {
    return (
      <a
        className="wp-row"
        href={action.url}
        target="_blank"
        rel="noreferrer noopener"
        data-testid={`wp-custom-${wallet.id}`}
        aria-label={t('connect.opensInNewTab', { name: displayName(wallet.name) })}
        aria-disabled={allowed ? undefined : true}
        onClick={(event) => {
          if (!allowed) event.preventDefault();
        }}
      >
        {body}
      </a>
    );
  }
  return (
    <PairingRow testId={`wp-custom-${wallet.id}`} wallet={wallet}>
      {body}
    </PairingRow>
  );
}

/** A recent wallet known only by its stored id and name: it pairs through WalletConnect again. */
export function RememberedWalletRow({ wallet, tag }: { readonly wallet: RecentWallet; readonly tag?: ReactNode }) {
  return (
    <PairingRow testId={`wp-recent-${wallet.id}`} wallet={wallet}>
      <RowBody image={<WalletGlyph />} name={wallet.name} tag={tag} />
    </PairingRow>
  );
}

/** A row that opens the WalletConnect pairing view for one wallet; disabled until the legal consent is given. */
export function PairingRow({ testId, wallet, children }: { readonly testId: string; readonly wallet: { readonly id: string; readonly name: string }; readonly children: ReactNode }) {
  const facade = useFacade();
  const allowed = useConnectAllowed();
  return (
    <button
      type="button"
      className="wp-row"
      data-testid={testId}
      disabled={!allowed}
      onClick={() => allowed && facade.navigate({ type: 'push', view: 'ConnectingWalletConnect', data: { walletId: wallet.id, walletName: wallet.name } })}
    >
      {children}
    </button>
  );
}
