import { displayName } from '../../../domain/format/display-name.ts';
import type { PaymentRequest } from '../../../domain/pay/payment-request.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useStore } from '../../react/react-state.tsx';

/** The payment asked for: the amount and asset, its network, and who is paid. */
export function PaySummary({ request }: { readonly request: PaymentRequest }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { networks } = useStore(facade.stores.siteNetworks);
  const { network } = request.paymentAsset;
  const networkName = networks.find((entry) => entry.caipNetworkId === network)?.name ?? network;
  return (
    <section className="wp-center wp-pay-summary" aria-labelledby="wp-pay-amount" data-testid="wp-pay-summary">
      <p id="wp-pay-amount" className="wp-pay-amount" data-testid="wp-pay-amount">
        <strong>{t('pay.amount', { amount: request.amountText, symbol: displayName(request.paymentAsset.metadata.symbol) })}</strong>
      </p>
      <p className="wp-muted" data-testid="wp-pay-network">{t('pay.onNetwork', { network: networkName })}</p>
      <p className="wp-muted wp-break-all" data-testid="wp-pay-recipient">
        {t('pay.recipient')} <code>{request.recipient}</code>
      </p>
    </section>
  );
}
