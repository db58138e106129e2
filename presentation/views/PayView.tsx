import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';
import { PayChoice } from './pay/PayChoice.tsx';
import { PayConfirm } from './pay/PayConfirm.tsx';
import { PayExchangeWaiting, PayOutcome, PayWalletPrompt } from './pay/PayProgress.tsx';
import { PaySummary } from './pay/PaySummary.tsx';

/**
 * Pay, as AppKit Pay's view: the amount and asset asked for, paying from the connected wallet (what
 * is sent, shown in full, then the wallet's prompt and the receipt) or through an exchange (its page
 * in a window, then the wait for its report). The pay flow decides everything; the view shows its
 * state and passes on clicks.
 */
export function PayView() {
  const facade = useFacade();
  const { t } = useMessages();
  const pay = useStore(facade.flows.pay.state);
  const { request } = pay;

  if (!request) {
    return pay.error ? (
      <p className="wp-error" role="alert" data-testid="wp-pay-error">
        {errorText(pay.error)}
      </p>
    ) : (
      // Opened without a payment (`open({ view: 'Pay' })`): nothing to wait for, so no spinner.
      <p className="wp-muted" data-testid="wp-pay-no-request">
        {t('pay.noRequest')}
      </p>
    );
  }
  return (
    <div className="wp-pay" data-testid="wp-pay">
      <PaySummary request={request} />
      <PayStep />
    </div>
  );
}

/** What follows the summary: the choice, the confirmation, or the payment under way or ended. */
function PayStep() {
  const facade = useFacade();
  const pay = useStore(facade.flows.pay.state);
  switch (pay.step) {
    case 'confirming':
      return pay.confirmation ? <PayConfirm confirmation={pay.confirmation} /> : <PayChoice state={pay} />;
    case 'paying':
      return <PayWalletPrompt />;
    case 'waiting':
      return <PayExchangeWaiting state={pay} />;
    case 'paid':
    case 'failed':
      return <PayOutcome state={pay} />;
    default:
      return <PayChoice state={pay} />;
  }
}
