import { ActivityList } from './ActivityList.tsx';

/**
 * The full activity list (the Account view's Activity tab shows the same list in a smaller box): it loads
 * the first page itself and the next ones as the visitor scrolls to the end.
 */
export function TransactionsView() {
  return (
    <div className="wp-transactions" data-testid="wp-transactions">
      <ActivityList />
    </div>
  );
}
