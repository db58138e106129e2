import { useCallback, useEffect, useRef } from 'react';
import { operationSign } from '../../domain/activity/operation-sign.ts';
import type { Transaction } from '../../domain/activity/transaction.ts';
import { ACTIVITY_NAMESPACES } from '../../domain/constants/chains.ts';
import { familyOf } from '../../domain/chain-families/registry.ts';
import { explorerLink } from '../../domain/network/explorer-links.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { truncateActivityAddress } from '../../domain/format/address.ts';
import { formatActivityQuantity } from '../../domain/format/quantity.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';

/**
 * One transaction: what it was, with whom, and the amount. Where the network names a block explorer the
 * whole row is a link to the transaction there, in a new tab, and says so to a screen reader.
 */
function TransactionRow({ transaction, network }: { readonly transaction: Transaction; readonly network: CaipNetwork }) {
  const { t } = useMessages();
  const transfer = transaction.transfers[0];
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
  const sign = operationSign(transaction.metadata.operationType);
  const counterparty = sign === '+' ? transaction.metadata.sentFrom : transaction.metadata.sentTo;
  const link = explorerLink(network, familyOf(network.chainNamespace), { transaction: transaction.metadata.hash });
  const content = (
    <>
      <span className="wp-activity-what">
        <DisplayName value={transaction.metadata.operationType} />
        <small>{counterparty ? truncateActivityAddress(counterparty) : transaction.metadata.status}</small>
      </span>
      <span className="wp-activity-amount">
        {/* Left to right in every dialog: "+1.5 ETH" keeps its sign, number and symbol in that order under Arabic words too. */}
        <bdi dir="ltr">
          {sign}
          {formatActivityQuantity(transfer?.quantity?.numeric)} <DisplayName value={symbol} />
        </bdi>
      </span>
    </>
  );
  if (!link) {
    return (
      <li className="wp-row wp-static" data-testid="wp-activity-row">
        {content}
      </li>
    );
  }
  return (
    <li data-testid="wp-activity-row">
      <a className="wp-row" href={link.url} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="wp-visually-hidden">{t('common.viewTransaction', { explorer: link.explorer })}</span>
      </a>
    </li>
  );
}

/** "January 2026" in the modal's locale; the groups are UTC months, so the label is read in UTC too. */
function monthLabel(locale: string, year: number, month: number): string {
  const date = Date.UTC(year, month, 1);
  try {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    // A locale the runtime does not know must not take the list down.
    return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
}

/**
 * Asks for the next page when it scrolls into view. One observer per cursor: after a page arrives a new
 * observer reports at once if the sentinel is still visible (a short page), so the list keeps filling.
 */
function NextPageSentinel({ onVisible }: { readonly onVisible: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible]);
  return <div ref={sentinel} className="wp-activity-sentinel" data-testid="wp-activity-sentinel" aria-hidden="true" />;
}

/**
 * The account's activity grouped by year then month, newest first; more pages by cursor, on
 * scrolling to the end (or a "Load more" button where IntersectionObserver is missing). Shows why there
 * is nothing: not connected, a family without activity (activity exists on eip155 only), none yet, or a failure.
 */
export function ActivityList() {
  const facade = useFacade();
  const { t, locale } = useMessages();
  const activity = useStore(facade.flows.activity.state);
  const network = useStore(facade.stores.network, (state) => state.caipNetwork);
  const accounts = useStore(facade.stores.accounts);
  const account = network ? accounts[network.chainNamespace] : undefined;
  const address = account?.status === 'connected' ? account.address : undefined;
  const supported = network !== undefined && ACTIVITY_NAMESPACES.includes(network.chainNamespace);
  // Another account or network in view starts a new list (the service dropped the old one).
  useEffect(() => {
    if (address && supported) void facade.flows.activity.commands.load();
  }, [facade, address, supported, network?.caipNetworkId]);
  const loadMore = useCallback(() => void facade.flows.activity.commands.loadMore(), [facade]);

  if (!address || !network) return <p className="wp-muted" data-testid="wp-activity-not-connected">{t('activity.notConnected')}</p>;
  if (!supported) {
    return (
      <p className="wp-muted" data-testid="wp-activity-unsupported">
        {t('activity.unsupported', { family: t(`family.${network.chainNamespace}`) })}
      </p>
    );
  }
  // Until the first page is asked for, the list is not "empty": it has not been read yet.
  const firstPagePending = activity.lastNetworkInView !== network.caipNetworkId && !activity.failed;
  if (activity.transactions.length === 0 && (activity.loading || firstPagePending)) {
    return (
      <p className="wp-muted" role="status" data-testid="wp-activity-loading">
        <span className="wp-spinner" aria-hidden="true" />
        {t('activity.loading')}
      </p>
    );
  }
  if (activity.failed && activity.transactions.length === 0) {
    return <ActivityFailed onRetry={() => void facade.flows.activity.commands.load()} />;
  }
  if (activity.groups.length === 0) {
    return (
      <div className="wp-activity-empty" data-testid="wp-activity-empty">
        <p>{t('activity.empty')}</p>
        <p className="wp-muted">{t('activity.emptyHint', { network: network.name })}</p>
      </div>
    );
  }
  return (
    <div className="wp-activity" data-testid="wp-activity">
      {activity.groups.map((year) =>
        year.months.map((month) => {
          const headingId = `wp-activity-${year.year}-${month.month}`;
          return (
            <section key={headingId} aria-labelledby={headingId}>
              <h3 className="wp-feature-heading wp-activity-month" id={headingId}>
                {monthLabel(locale, year.year, month.month)}
              </h3>
              <ul className="wp-list">
                {month.transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} network={network} />
                ))}
              </ul>
            </section>
          );
        }),
      )}
      {activity.loading ? (
        <p className="wp-muted" role="status" data-testid="wp-activity-loading-more">
          <span className="wp-spinner" aria-hidden="true" />
          {t('activity.loadingMore')}
        </p>
      ) : activity.failed ? (
        <ActivityFailed onRetry={loadMore} />
      ) : activity.next === undefined ? null : typeof IntersectionObserver === 'function' ? (
        <NextPageSentinel key={activity.next} onVisible={loadMore} />
      ) : (
        <button type="button" className="wp-button wp-secondary" data-testid="wp-activity-load-more" onClick={loadMore}>
          {t('activity.loadMore')}
        </button>
      )}
    </div>
  );
}

/** 'Failed to fetch transactions', with a way to ask again. */
function ActivityFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <div className="wp-activity-failed" data-testid="wp-activity-failed">
      <p className="wp-error" role="alert">
        {t('activity.failed')}
      </p>
      <button type="button" className="wp-button wp-secondary" data-testid="wp-activity-retry" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
