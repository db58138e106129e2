import { useEffect } from 'react';
import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';
import { OnrampArrived, OnrampWaiting } from './onramp/OnrampPending.tsx';
import { OnrampForm } from './onramp/OnrampForm.tsx';

/**
 * Buy crypto for the connected account, as AppKit's "Buy crypto": the amount, currency and payment
 * method, the price, and the providers; then the provider's window and a wait for the purchase to
 * arrive. The onramp flow decides everything; the view shows its state and passes on clicks.
 */
export function OnrampView() {
  const facade = useFacade();
  const { t } = useMessages();
  const onramp = useStore(facade.flows.onramp.state);
  const { activeChain, caipNetwork } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const account = activeChain ? accounts[activeChain] : undefined;
  const address = account?.status === 'connected' ? account.address : undefined;
  const networkId = caipNetwork?.caipNetworkId;
  const { commands } = facade.flows.onramp;

  // The flow empties its form when the account or network changes: the view loads it again for the new one.
  useEffect(() => {
    if (address) void commands.start();
  }, [commands, address, networkId]);
  // Leaving the view stops waiting for a purchase: nothing keeps reading the balance for a closed view.
  useEffect(() => () => commands.cancel(), [commands]);

  if (!address) return <p className="wp-muted" data-testid="wp-onramp-not-connected">{t('onramp.notConnected')}</p>;
  if (onramp.status === 'refused') {
    return (
      <p className="wp-error" role="alert" data-testid="wp-onramp-error">
        {onramp.error ? errorText(onramp.error) : null}
      </p>
    );
  }
  const notStarted = onramp.status === 'idle' && onramp.options === undefined && onramp.error === undefined;
  if (onramp.status === 'loading' || notStarted) {
    return (
      <p className="wp-muted" role="status" data-testid="wp-onramp-loading">
        <span className="wp-spinner" aria-hidden="true" />
        {t('onramp.loading')}
      </p>
    );
  }
  if (onramp.status === 'waiting' && onramp.pending) return <OnrampWaiting pending={onramp.pending} network={caipNetwork?.name ?? ''} />;
  if (onramp.status === 'arrived' && onramp.arrival) return <OnrampArrived arrival={onramp.arrival} />;
  if (!onramp.options) {
    return (
      <div className="wp-center" data-testid="wp-onramp-unavailable">
        {onramp.error ? (
          <p className="wp-error" role="alert" data-testid="wp-onramp-error">
            {errorText(onramp.error)}
          </p>
        ) : null}
        <button type="button" className="wp-button wp-secondary" data-testid="wp-onramp-retry" onClick={() => void commands.start()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <OnrampForm state={onramp} network={caipNetwork?.name ?? ''} />;
}
