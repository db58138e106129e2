import { formatBalanceString, formatUsd } from '../../domain/format/quantity.ts';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { DisplayName } from '../components/DisplayName.tsx';

/** Token balances of the account (the native balance is shown above the tabs). */
export function TokenList() {
  const facade = useFacade();
  const { tokenBalances, loading } = useStore(facade.flows.balances.state);
  if (loading && tokenBalances.length === 0) return <p className="wp-muted">Loading balances…</p>;
  if (tokenBalances.length === 0) return <p className="wp-muted" data-testid="wp-tokens-empty">No token balances on this network.</p>;
  return (
    <ul className="wp-list" aria-label="Tokens" data-testid="wp-token-list">
      {tokenBalances.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="wp-row wp-static">
          {token.iconUrl ? <img src={token.iconUrl} alt="" /> : null}
          <span style={{ flex: 1 }}>
            <DisplayName value={token.name} />
            <small>
              {formatBalanceString(token.quantity.numeric)} <DisplayName value={token.symbol} />
            </small>
          </span>
          <span>{formatUsd(token.value)}</span>
        </li>
      ))}
    </ul>
  );
}
