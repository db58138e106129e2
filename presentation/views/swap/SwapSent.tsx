import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useStore } from '../../react/react-state.tsx';
import { ExplorerLink } from '../../components/ExplorerLink.tsx';

/**
 * The swap went through: its hash, a link to it on the explorer of the network it was swapped on (the
 * swap state keeps that network's id), and the way back to the account, whose balances are read again.
 */
export function SwapSent({ hash, networkId }: { readonly hash: string; readonly networkId: string | undefined }) {
  const facade = useFacade();
  const { t } = useMessages();
  const network = useStore(facade.stores.siteNetworks, (state) => state.networks.find((candidate) => candidate.caipNetworkId === networkId));
  return (
    <div className="wp-center" data-testid="wp-swap-success">
      <p>{t('swap.sent')}</p>
      <p className="wp-muted wp-break-all">{t('swap.transaction', { hash })}</p>
      <ExplorerLink network={network} target={{ transaction: hash }} words="common.viewTransaction" testId="wp-swap-explorer" />
      <button
        type="button"
        className="wp-button"
        data-testid="wp-swap-back"
        onClick={() => {
          facade.flows.swap.commands.reset();
          facade.navigate({ type: 'reset', view: 'Account' });
        }}
      >
        {t('swap.backToAccount')}
      </button>
    </div>
  );
}
