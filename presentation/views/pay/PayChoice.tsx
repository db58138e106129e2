import type { PayState } from '../../../application/pay/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { errorText } from '../../components/error-text.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useStore } from '../../react/react-state.tsx';

/**
 * The two ways to pay: from the connected wallet (or a way to connect one first), and each exchange
 * that sells the asset. An exchange's button opens its window in the click itself (browsers allow a
 * pop-up only then); the flow then sends it to the exchange's checked page.
 */
export function PayChoice({ state }: { readonly state: PayState }) {
  const facade = useFacade();
  const { t } = useMessages();
  const connected = useStore(facade.stores.accounts, (accounts) => accounts.eip155?.status === 'connected');
  const { commands } = facade.flows.pay;
  const opening = state.step === 'opening';
  return (
    <>
      {state.error ? (
        <p className="wp-error" role="alert" data-testid="wp-pay-error">
          {errorText(state.error)}
        </p>
      ) : null}
      <section className="wp-pay-wallet" aria-labelledby="wp-pay-wallet-title">
        <h3 id="wp-pay-wallet-title" className="wp-visually-hidden">{t('pay.withWallet')}</h3>
        {!state.walletPayable ? (
          <p className="wp-muted" data-testid="wp-pay-wallet-unavailable">{t('pay.walletUnavailable')}</p>
        ) : connected ? (
          <button type="button" className="wp-button" disabled={opening} onClick={() => void commands.review()} data-testid="wp-pay-with-wallet">
            {t('pay.withWallet')}
          </button>
        ) : (
          <button type="button" className="wp-button" onClick={() => facade.navigate({ type: 'push', view: 'Connect' })} data-testid="wp-pay-connect">
            {t('pay.connectFirst')}
          </button>
        )}
      </section>
      <section className="wp-pay-exchanges" aria-labelledby="wp-pay-exchanges-title">
        <h3 id="wp-pay-exchanges-title">{t('pay.exchanges')}</h3>
        <Exchanges state={state} />
      </section>
    </>
  );
}

function Exchanges({ state }: { readonly state: PayState }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { commands } = facade.flows.pay;
  if (state.exchangesStatus === 'loading' || state.exchangesStatus === 'idle') {
    return (
      <p className="wp-muted" role="status" data-testid="wp-pay-exchanges-loading">
        <span className="wp-spinner" aria-hidden="true" />
        {t('pay.exchangesLoading')}
      </p>
    );
  }
  if (state.exchangesStatus === 'failed') {
    return (
      <div data-testid="wp-pay-exchanges-failed">
        {state.exchangesError ? <p className="wp-error" role="alert">{errorText(state.exchangesError)}</p> : null}
        <button type="button" className="wp-button wp-secondary" onClick={() => void commands.loadExchanges()} data-testid="wp-pay-exchanges-retry">
          {t('pay.reloadExchanges')}
        </button>
      </div>
    );
  }
  if (state.exchanges.length === 0) return <p className="wp-muted" data-testid="wp-pay-no-exchanges">{t('pay.noExchanges')}</p>;
  const opening = state.step === 'opening' ? state.payment?.exchangeId : undefined;
  return (
    <ul className="wp-list">
      {state.exchanges.map((exchange) => {
        const name = displayName(exchange.name);
        const busy = opening === exchange.id;
        return (
          <li key={exchange.id}>
            <BusyButton
              type="button"
              className="wp-button wp-secondary"
              busy={opening !== undefined}
              onClick={() => void commands.payWithExchange({ exchangeId: exchange.id })}
              data-testid={`wp-pay-exchange-${exchange.id}`}
            >
              {busy ? t('pay.openingExchange', { exchange: name }) : t('pay.withExchange', { exchange: name })}
            </BusyButton>
          </li>
        );
      })}
    </ul>
  );
}
