import { memo } from 'react';
import type { ScrollIdle } from './scroll-idle.ts';
import type { ApiWallet } from '../../../domain/schemas/api-directory.ts';
import { DisplayName } from '../../components/DisplayName.tsx';
import { WalletImage } from '../../components/WalletImage.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { GRID_COLUMNS, IMAGE_DEFER_MS } from './grid-layout.ts';

export interface TileActions {
  choose(wallet: ApiWallet): void;
  /** A tile got focus (by click, Tab or arrow): it becomes the grid's one tab stop. */
  focused(index: number): void;
}

interface WalletRowProps {
  readonly wallets: readonly ApiWallet[];
  readonly row: number;
  readonly start: number;
  readonly tabStop: number;
  readonly actions: TileActions;
  /** Holds a tile's image fetch until the grid has stopped scrolling (the grid's own scroll state). */
  readonly waitForRest: ScrollIdle['whenIdle'];
}

/**
 * A row renders again only when its own wallets change: a page arriving replaces the list but keeps
 * the wallets already in it, and re-rendering every row in view would cost the frame it lands in.
 */
function sameRow(before: WalletRowProps, after: WalletRowProps): boolean {
  if (before.row !== after.row || before.start !== after.start || before.tabStop !== after.tabStop || before.actions !== after.actions || before.waitForRest !== after.waitForRest) return false;
  const first = after.row * GRID_COLUMNS;
  for (let index = first; index < first + GRID_COLUMNS; index += 1) if (before.wallets[index] !== after.wallets[index]) return false;
  return true;
}

/**
 * One row of wallet tiles. Only the tile at `tabStop` (its column, or -1) is in the tab order: the
 * grid is one Tab stop and arrow keys move inside it.
 */
export const WalletRow = memo(function WalletRow({ wallets, row, start, tabStop, actions, waitForRest }: WalletRowProps) {
  const first = row * GRID_COLUMNS;
  return (
    <div role="row" aria-rowindex={row + 1} className="wp-aw-row" style={{ transform: `translateY(${start}px)` }}>
      {wallets.slice(first, first + GRID_COLUMNS).map((wallet, column) => (
        <div role="gridcell" className="wp-aw-cell" key={wallet.id}>
          <button
            type="button"
            className="wp-tile wp-aw-tile"
            data-testid="wp-all-wallets-tile"
            data-index={first + column}
            tabIndex={column === tabStop ? 0 : -1}
            onFocus={() => actions.focused(first + column)}
            onClick={() => actions.choose(wallet)}
          >
            <WalletImage imageId={wallet.image_id} name={wallet.name} deferMs={IMAGE_DEFER_MS} waitFor={waitForRest} />
            <DisplayName value={wallet.name} />
          </button>
        </div>
      ))}
    </div>
  );
}, sameRow);

/** A row of placeholder tiles while a page loads; hidden from assistive technology (the status line speaks). */
export function SkeletonRow({ start }: { readonly start?: number }) {
  const tiles = Array.from({ length: GRID_COLUMNS }, (_, column) => (
    <div className="wp-aw-skeleton" key={column}>
      <span className="wp-aw-skeleton-image" />
      <span className="wp-aw-skeleton-text" />
    </div>
  ));
  if (start === undefined) return <div className="wp-aw-block" aria-hidden="true" data-testid="wp-all-wallets-skeleton">{tiles}</div>;
  return (
    <div className="wp-aw-row" aria-hidden="true" data-testid="wp-all-wallets-skeleton" style={{ transform: `translateY(${start}px)` }}>
      {tiles}
    </div>
  );
}

/** What failed and the way to fetch it again. */
export function FailedNotice({ reason, onRetry }: { readonly reason: string; readonly onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <div className="wp-aw-failed">
      <p className="wp-error" role="alert" title={reason}>
        {t('allWallets.failed', { reason })}
      </p>
      <button type="button" className="wp-button wp-secondary" data-testid="wp-all-wallets-retry" onClick={onRetry}>
        {t('allWallets.retry')}
      </button>
    </div>
  );
}
