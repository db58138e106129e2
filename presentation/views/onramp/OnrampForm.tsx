import type { OnrampState } from '../../../application/onramp/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { errorText } from '../../components/error-text.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useTypedAmount } from '../swap/use-typed-amount.ts';
import { OnrampProviders } from './OnrampProviders.tsx';
import { OnrampQuoteFigures } from './OnrampQuoteFigures.tsx';

/** The purchase to make: amount, currency, payment method and coin, its price, and where to buy it. */
export function OnrampForm({ state, network }: { readonly state: OnrampState; readonly network: string }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { commands } = facade.flows.onramp;
  const [amount, setAmount] = useTypedAmount(state.amount, (typed) => void commands.setAmount(typed));
  const options = state.options;
  const methods = options?.paymentCurrencies.find((entry) => entry.id === state.paymentCurrency)?.limits ?? [];
  const busy = state.status === 'opening';
  return (
    <div className="wp-form wp-onramp" data-testid="wp-onramp-form">
      {state.fallbackOptions ? <p className="wp-muted" data-testid="wp-onramp-fallback">{t('onramp.fallbackOptions')}</p> : null}
      <label>
        {t('onramp.amount')}
        <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} readOnly={busy} autoComplete="off" data-testid="wp-onramp-amount" />
      </label>
      <label>
        {t('onramp.paymentCurrency')}
        <select value={state.paymentCurrency} disabled={busy} onChange={(event) => void commands.choosePaymentCurrency(event.currentTarget.value)} data-testid="wp-onramp-currency">
          {options?.paymentCurrencies.map((currency) => <option key={currency.id} value={currency.id}>{displayName(currency.id)}</option>)}
        </select>
      </label>
      <label>
        {t('onramp.paymentMethod')}
        <select value={state.paymentMethod} disabled={busy} onChange={(event) => void commands.choosePaymentMethod(event.currentTarget.value)} data-testid="wp-onramp-method">
          {methods.map((method) => <option key={method.id} value={method.id}>{displayName(method.id)}</option>)}
        </select>
      </label>
      <label>
        {t('onramp.purchaseCurrency')}
        <select value={state.purchaseCurrency} disabled={busy} onChange={(event) => void commands.choosePurchaseCurrency(event.currentTarget.value)} data-testid="wp-onramp-asset">
          {options?.purchaseCurrencies.map((currency) => <option key={currency.symbol} value={currency.symbol}>{displayName(currency.symbol)}</option>)}
        </select>
      </label>
      {state.status === 'quoting' ? <p className="wp-muted" role="status" data-testid="wp-onramp-quoting">{t('onramp.quoting')}</p> : null}
      {state.quote ? <OnrampQuoteFigures quote={state.quote} /> : null}
      {state.error ? (
        <p className="wp-error" role="alert" data-testid="wp-onramp-error">
          {errorText(state.error)}
        </p>
      ) : null}
      <OnrampProviders state={state} network={network} />
    </div>
  );
}
