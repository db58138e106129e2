import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { WalletImage } from '../components/WalletImage.tsx';
import { DisplayName } from '../components/DisplayName.tsx';
import { useFacade } from '../modal/facade-context.ts';

/** Directory wallets (featured or recommended, prefetched when the modal opened): each pairs through WalletConnect. */
export function DirectoryWallets({ wallets, label }: { readonly wallets: readonly ApiWallet[]; readonly label: string }) {
  const facade = useFacade();
  if (wallets.length === 0) return null;
  return (
    <ul className="wp-list" aria-label={label} style={{ marginTop: 8 }}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            className="wp-row"
            onClick={() => facade.navigate({ type: 'push', view: 'ConnectingWalletConnect', data: { walletId: wallet.id, walletName: wallet.name } })}
          >
            <WalletImage imageId={wallet.image_id} name={wallet.name} />
            <DisplayName value={wallet.name} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The way to every wallet of the directory. */
export function AllWalletsEntry() {
  const facade = useFacade();
  return (
    <ul className="wp-list" aria-label="All wallets" style={{ marginTop: 8 }}>
      <li>
        <button type="button" className="wp-row" data-testid="wp-all-wallets-entry" onClick={() => facade.navigate({ type: 'push', view: 'AllWallets' })}>
          <span className="wp-image-placeholder" aria-hidden="true">⋯</span>
          <span>All Wallets</span>
        </button>
      </li>
    </ul>
  );
}
