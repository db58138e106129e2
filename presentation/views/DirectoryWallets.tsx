import { WalletImage } from '../components/WalletImage.tsx';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';

/** Featured and recommended directory wallets (prefetched when the modal opened) and the way to all of them. */
export function DirectoryWallets() {
  const facade = useFacade();
  const { featured, recommended } = useStore(facade.stores.walletData);
  const wallets = [...featured, ...recommended.filter((wallet) => !featured.some((item) => item.id === wallet.id))];
  return (
    <ul className="wp-list" aria-label="More wallets" style={{ marginTop: 8 }}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            className="wp-row"
            onClick={() => facade.navigate({ type: 'push', view: 'ConnectingWalletConnect', data: { walletId: wallet.id, walletName: wallet.name } })}
          >
            <WalletImage imageId={wallet.image_id} name={wallet.name} />
            <span>{wallet.name}</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="wp-row" data-testid="wp-all-wallets-entry" onClick={() => facade.navigate({ type: 'push', view: 'AllWallets' })}>
          <span className="wp-image-placeholder" aria-hidden="true">⋯</span>
          <span>All Wallets</span>
        </button>
      </li>
    </ul>
  );
}
