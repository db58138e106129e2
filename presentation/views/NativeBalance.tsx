import type { NamespaceAccount } from '../../application/stores/state.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { formatBalance } from '../../domain/format/balance.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { BalanceUnavailable } from './BalanceUnavailable.tsx';

/**
 * The account's native balance as last read; while it is being read, a wait; when the read failed,
 * 'Token Balance Unavailable' and Try again. The "0.000" default is never shown for a balance
 * nobody read: the visitor would take it for an empty account.
 */
export function NativeBalance({ account, caipNetwork }: { readonly account: NamespaceAccount; readonly caipNetwork: CaipNetwork | undefined }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { native } = useStore(facade.flows.balances.state);
  if (account.balance !== undefined && account.balanceDecimals !== undefined) {
    return (
      <p className="wp-account-balance" data-testid="wp-account-balance">
        {/* Left to right in every dialog: "9,998.000 ETH", never "ETH 9,998.000" under Arabic words. */}
        <bdi dir="ltr">
          {formatBalance(account.balance, account.balanceDecimals)} {account.balanceSymbol ?? caipNetwork?.nativeCurrency.symbol ?? ''}
        </bdi>
      </p>
    );
  }
  // On a network walletport does not know, there is no balance to read: nothing is claimed.
  if (!caipNetwork) return null;
  const readHere = native?.caipAddress === `${caipNetwork.caipNetworkId}:${account.address ?? ''}`;
  if (readHere && native?.status === 'unavailable') return <BalanceUnavailable testId="wp-account-balance" />;
  return (
    <p className="wp-account-balance wp-muted" data-testid="wp-account-balance" role="status">
      <span className="wp-spinner" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}
