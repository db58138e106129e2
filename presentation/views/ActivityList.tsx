import { operationSign } from '../../domain/activity/operation-sign.ts';
import type { Transaction } from '../../domain/activity/transaction.ts';
import { truncateActivityAddress } from '../../domain/format/address.ts';
import { formatActivityQuantity } from '../../domain/format/quantity.ts';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { DisplayName } from '../components/DisplayName.tsx';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function TransactionRow({ transaction }: { readonly transaction: Transaction }) {
  const transfer = transaction.transfers[0];
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
  const sign = operationSign(transaction.metadata.operationType);
  const counterparty = sign === '+' ? transaction.metadata.sentFrom : transaction.metadata.sentTo;
  return (
    <li className="wp-row wp-static" data-testid="wp-activity-row">
      <span style={{ flex: 1 }}>
        {transaction.metadata.operationType}
        <small>{counterparty ? truncateActivityAddress(counterparty) : transaction.metadata.status}</small>
      </span>
      <span>
        {sign}
        {formatActivityQuantity(transfer?.quantity?.numeric)} <DisplayName value={symbol} />
      </span>
    </li>
  );
}

/** Spec §3: activity grouped by year then month, newest first; more pages by cursor. */
export function ActivityList() {
  const facade = useFacade();
  const activity = useStore(facade.flows.activity.state);
  if (activity.loading && activity.transactions.length === 0) return <p className="wp-muted">Loading activity…</p>;
  if (activity.groups.length === 0) return <p className="wp-muted" data-testid="wp-activity-empty">No activity yet.</p>;
  return (
    <div data-testid="wp-activity">
      {activity.groups.map((year) =>
        year.months.map((month) => (
          <section key={`${year.year}-${month.month}`} aria-label={`${MONTHS[month.month]} ${year.year}`}>
            <p className="wp-muted" style={{ textAlign: 'left', margin: '8px 0 4px' }}>
              {MONTHS[month.month]} {year.year}
            </p>
            <ul className="wp-list">
              {month.transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          </section>
        )),
      )}
      {activity.next ? (
        <button type="button" className="wp-button wp-secondary" disabled={activity.loading} onClick={() => void facade.flows.activity.commands.loadMore()}>
          {activity.loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
