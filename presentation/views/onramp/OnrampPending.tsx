import type { OnrampArrival, OnrampPending as Pending } from '../../../application/onramp/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { onrampProvider } from '../../../domain/onramp/onramp-providers.ts';
import { WaitingPanel } from '../../components/WaitingPanel.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { Destination } from './OnrampProviders.tsx';

/** The provider's window is open: what to do there, where the purchase lands, and a way to stop waiting. */
export function OnrampWaiting({ pending, network }: { readonly pending: Pending; readonly network: string }) {
  const facade = useFacade();
  const { t } = useMessages();
  const provider = onrampProvider(pending.provider)?.label ?? pending.provider;
  return (
    <WaitingPanel
      testId="wp-onramp-waiting"
      status={t('onramp.waiting')}
      hint={t('onramp.waitingHint', { provider })}
      stop={{ label: t('onramp.cancel'), onStop: () => facade.flows.onramp.commands.cancel(), testId: 'wp-onramp-cancel' }}
    >
      <p className="wp-muted" data-testid="wp-onramp-waiting-lands">
        <Destination offer={pending} network={network} />
      </p>
    </WaitingPanel>
  );
}

/** The purchase reached the account: the balance it now holds. */
export function OnrampArrived({ arrival }: { readonly arrival: OnrampArrival }) {
  const facade = useFacade();
  const { t } = useMessages();
  return (
    <div className="wp-center wp-onramp-arrived" data-testid="wp-onramp-arrived">
      <p role="status">
        <strong>{t('onramp.arrived')}</strong>
      </p>
      <p data-testid="wp-onramp-new-balance">
        {t('onramp.newBalance', { amount: arrival.balance, symbol: displayName(arrival.symbol) })}
      </p>
      <button type="button" className="wp-button wp-secondary" onClick={() => void facade.flows.onramp.commands.start()} data-testid="wp-onramp-again">
        {t('onramp.buyMore')}
      </button>
    </div>
  );
}
