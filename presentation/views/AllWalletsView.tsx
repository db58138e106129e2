import { useCallback, useEffect } from 'react';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { hasMorePages } from '../../domain/wallet-grid/wallet-pages.ts';
import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';
import { FIRST_PAGE_SKELETON_ROWS } from './all-wallets/grid-layout.ts';
import { WalletGrid } from './all-wallets/WalletGrid.tsx';
import { FailedNotice, SkeletonRow } from './all-wallets/WalletTile.tsx';

/**
 * The wallet directory: a search (run after 300 ms of quiet, up to 100 results) over a virtual grid
 * that loads pages of 40 as the visitor scrolls. A page that fails keeps the wallets above it and ends
 * the grid in a retry row.
 */
export function AllWalletsView() {
  const facade = useFacade();
  const { t } = useMessages();
  const state = useStore(facade.stores.allWallets);
  useEffect(() => {
    void facade.allWallets.open();
  }, [facade]);
  const loadMore = useCallback(() => void facade.allWallets.loadMore(), [facade]);
  const retry = useCallback(() => void facade.allWallets.retry(), [facade]);
  const choose = useCallback(
    (wallet: ApiWallet) => facade.navigate({ type: 'push', view: 'ConnectingWalletConnect', data: { walletId: wallet.id, walletName: wallet.name } }),
    [facade],
  );
  const failedReason = state.error ? errorText(state.error) : undefined;
  const status = state.loading ? t('allWallets.loading') : state.wallets.length > 0 ? t('allWallets.shown', { shown: state.wallets.length, count: state.count }) : '';
  return (
    <div>
      <input
        type="search"
        className="wp-search"
        placeholder={t('allWallets.search.placeholder')}
        aria-label={t('allWallets.search.label')}
        data-testid="wp-wallet-search"
        defaultValue={state.search}
        onChange={(event) => void facade.allWallets.search(event.currentTarget.value)}
      />
      <p className="wp-aw-sr" role="status" data-testid="wp-all-wallets-status">
        {status}
      </p>
      {state.wallets.length > 0 ? (
        <WalletGrid
          wallets={state.wallets}
          loading={state.loading}
          hasMore={hasMorePages(state)}
          failedReason={failedReason}
          listKey={state.search}
          onLoadMore={loadMore}
          onRetry={retry}
          onChoose={choose}
        />
      ) : state.loading || (state.page === 0 && failedReason === undefined) ? (
        Array.from({ length: FIRST_PAGE_SKELETON_ROWS }, (_, row) => <SkeletonRow key={row} />)
      ) : failedReason !== undefined ? (
        <FailedNotice reason={failedReason} onRetry={retry} />
      ) : (
        <p className="wp-muted wp-aw-empty">{t('allWallets.empty')}</p>
      )}
    </div>
  );
}
