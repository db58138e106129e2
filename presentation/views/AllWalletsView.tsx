import { useEffect } from 'react';
import { WalletImage } from '../components/WalletImage.tsx';
import { DisplayName } from '../components/DisplayName.tsx';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';

/** The wallet directory: search (after 300 ms of quiet) and pages of 40. */
export function AllWalletsView() {
  const facade = useFacade();
  const state = useStore(facade.stores.allWallets);
  useEffect(() => {
    void facade.allWallets.open();
  }, [facade]);
  const more = state.search === '' && state.wallets.length < state.count;
  return (
    <div>
      <input
        type="search"
        className="wp-search"
        placeholder="Search wallet"
        aria-label="Search wallet"
        data-testid="wp-wallet-search"
        defaultValue={state.search}
        onChange={(event) => void facade.allWallets.search(event.currentTarget.value)}
      />
      {state.error ? (
        <p className="wp-error" role="alert">
          {errorText(state.error)}
        </p>
      ) : null}
      {!state.loading && state.wallets.length === 0 && !state.error ? <p className="wp-muted">No wallet found.</p> : null}
      <ul className="wp-grid" aria-label="All wallets" data-testid="wp-all-wallets">
        {state.wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              className="wp-tile"
              onClick={() => facade.navigate({ type: 'push', view: 'ConnectingWalletConnect', data: { walletId: wallet.id, walletName: wallet.name } })}
            >
              <WalletImage imageId={wallet.image_id} name={wallet.name} />
              <DisplayName value={wallet.name} />
            </button>
          </li>
        ))}
      </ul>
      {more ? (
        <button type="button" className="wp-button wp-secondary" style={{ width: '100%', marginTop: 8 }} disabled={state.loading} onClick={() => void facade.allWallets.loadMore()}>
          {state.loading ? 'Loading…' : `Show more (${state.count - state.wallets.length})`}
        </button>
      ) : null}
    </div>
  );
}
