import type { PayState } from '../../../application/pay/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { errorText } from '../../components/error-text.ts';
import { WaitingPanel } from '../../components/WaitingPanel.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';

/** The wallet is asked: to switch, then to send what was confirmed. */
export function PayWalletPrompt() {
  const { t } = useMessages();
  return <WaitingPanel testId="wp-pay-paying" status={t('pay.paying')} hint={t('pay.payingHint')} />;
}

/** The exchange's window is open: what to do there, and a way to stop waiting. */
export function PayExchangeWaiting({ state }: { readonly state: PayState }) {
  const facade = useFacade();
  const { t } = useMessages();
  const exchange = state.exchanges.find((entry) => entry.id === state.payment?.exchangeId);
  return (
    <WaitingPanel
      testId="wp-pay-waiting"
      status={t('pay.waiting')}
      hint={t('pay.waitingHint', { exchange: displayName(exchange?.name ?? state.payment?.exchangeId ?? '') })}
      stop={{ label: t('pay.stopWaiting'), onStop: () => facade.flows.pay.commands.cancel(), testId: 'wp-pay-stop-waiting' }}
    />
  );
}

/** The payment ended: the receipt (the transaction's hash), or the failure and a way back to the choice. */
export function PayOutcome({ state }: { readonly state: PayState }) {
  const facade = useFacade();
  const { t } = useMessages();
  const hash = state.payment?.result;
  if (state.step === 'paid') {
    return (
      <div className="wp-center" data-testid="wp-pay-paid">
        <p role="status">
          <strong>{t('pay.paid')}</strong>
        </p>
        <p className="wp-muted">{t('pay.paidHint')}</p>
        {hash ? <p className="wp-muted wp-break-all" data-testid="wp-pay-hash">{t('pay.transaction', { hash })}</p> : null}
      </div>
    );
  }
  return (
    <div className="wp-center" data-testid="wp-pay-failed">
      <p>
        <strong>{t('pay.failed')}</strong>
      </p>
      {state.error ? (
        <p className="wp-error" role="alert" data-testid="wp-pay-error">
          {errorText(state.error)}
        </p>
      ) : null}
      {hash ? <p className="wp-muted wp-break-all" data-testid="wp-pay-hash">{t('pay.transaction', { hash })}</p> : null}
      <button type="button" className="wp-button wp-secondary" onClick={() => facade.flows.pay.commands.cancel()} data-testid="wp-pay-choose-again">
        {t('pay.chooseAgain')}
      </button>
    </div>
  );
}
