import { useState } from 'react';
import { displayableImageUrl } from '../../domain/format/image-url.ts';
import { formatBalanceString, formatUsd } from '../../domain/format/quantity.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { BalanceUnavailable } from './BalanceUnavailable.tsx';

/** Token balances of the account (the native balance is shown above the tabs). */
export function TokenList() {
  const facade = useFacade();
  const { t } = useMessages();
  const { tokenBalances, loading, unavailable } = useStore(facade.flows.balances.state);
  // A list that could not be read is not an empty one.
  if (unavailable && !loading) return <BalanceUnavailable testId="wp-tokens-unavailable" />;
  if (loading && tokenBalances.length === 0) {
    return (
      <p className="wp-muted" role="status">
        <span className="wp-spinner" aria-hidden="true" />
        {t('account.tokensLoading')}
      </p>
    );
  }
  if (tokenBalances.length === 0) return <p className="wp-muted" data-testid="wp-tokens-empty">{t('account.tokensEmpty')}</p>;
  return (
    <ul className="wp-list" aria-label={t('account.tokens')} data-testid="wp-token-list">
      {tokenBalances.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="wp-row wp-static">
          <TokenIcon url={token.iconUrl} />
          <span className="wp-token-name">
            <DisplayName value={token.name} />
            <small>
              {/* The amount before its symbol in a right-to-left dialog too. */}
              <bdi dir="ltr">
                {formatBalanceString(token.quantity.numeric)} <DisplayName value={token.symbol} />
              </bdi>
            </small>
          </span>
          {/* In US dollars, as the price the balance service quotes; marked so it never reads as a second amount. */}
          <span className="wp-token-value" dir="ltr">${formatUsd(token.value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A token's icon from its list, or an empty disc when it has none or it does not load (its name is beside it). */
function TokenIcon({ url }: { readonly url: string }) {
  const src = displayableImageUrl(url);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (!src || failed === src) return <span className="wp-image-placeholder wp-token-icon" aria-hidden="true" />;
  return <img className="wp-token-icon" src={src} alt="" onError={() => setFailed(src)} />;
}
