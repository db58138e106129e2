import type { ReactNode } from 'react';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { WalletImage } from '../components/WalletImage.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useConnectAllowed } from './connect/legal-consent.tsx';
import { PairingRow, RowBody } from './connect/WalletRows.tsx';

/** Directory wallets (featured or recommended, prefetched when the modal opened): each pairs through WalletConnect. */
export function DirectoryWallets({ wallets, label }: { readonly wallets: readonly ApiWallet[]; readonly label: string }) {
  if (wallets.length === 0) return null;
  return (
    <ul className="wp-list" aria-label={label}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <DirectoryWalletRow wallet={wallet} />
        </li>
      ))}
    </ul>
  );
}

/** One directory wallet: its image by `image_id`, its name, and the pairing view for it. */
export function DirectoryWalletRow({ wallet, tag }: { readonly wallet: ApiWallet; readonly tag?: ReactNode }) {
  return (
    <PairingRow testId={`wp-directory-${wallet.id}`} wallet={wallet}>
      <RowBody image={<WalletImage imageId={wallet.image_id} name={wallet.name} />} name={wallet.name} tag={tag} />
    </PairingRow>
  );
}

/** The way to every wallet of the directory. */
export function AllWalletsEntry() {
  const facade = useFacade();
  const { t } = useMessages();
  const allowed = useConnectAllowed();
  return (
    <ul className="wp-list wp-connect-group" aria-label={t('connect.allWallets.label')}>
      <li>
        <button
          type="button"
          className="wp-row"
          data-testid="wp-all-wallets-entry"
          disabled={!allowed}
          onClick={() => allowed && facade.navigate({ type: 'push', view: 'AllWallets' })}
        >
          <span className="wp-image-placeholder" aria-hidden="true">
            ⋯
          </span>
          <span className="wp-row-name">{t('connect.allWallets')}</span>
        </button>
      </li>
    </ul>
  );
}
