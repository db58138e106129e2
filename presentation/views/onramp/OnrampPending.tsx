import type { OnrampArrival, OnrampPending as Pending } from '../../../application/onramp/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { onrampProvider } from '../../../domain/onramp/onramp-providers.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { Destination } from './OnrampProviders.tsx';

/** The provider's window is open: what to do there, where the purchase lands, and a way to stop waiting. */
export function OnrampWaiting({ pending, network }: { readonly pending: Pending; readonly network: string }) {
  const facade = useFacade();
  const { t } = useMessages();
  const provider = onrampProvider(pending.provider)?.label ?? pending.provider;
  return (
    <div className="wp-center wp-onramp-waiting" data-testid="wp-onramp-waiting">
      <p role="status">
        <span className="wp-spinner" aria-hidden="true" />
        {t('onramp.waiting')}
      </p>
      <p className="wp-muted">{t('onramp.waitingHint', { provider })}</p>
      <p className="wp-muted" data-testid="wp-onramp-waiting-lands">
        <Destination offer={pending} network={network} />
      </p>
      <button type="button" className="wp-button wp-secondary" onClick={() => facade.flows.onramp.commands.cancel()} data-testid="wp-onramp-cancel">
        {t('onramp.cancel')}
      </button>
    </div>
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
