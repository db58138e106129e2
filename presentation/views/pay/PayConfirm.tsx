import type { PayConfirmation } from '../../../application/pay/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';

/**
 * What the wallet will be asked to send, in full and nothing else: from, to, the amount, the asset
 * (with its contract for a token) and the network, and the switch asked first when the wallet is
 * elsewhere. Nothing is asked of the wallet until "Confirm and pay".
 */
export function PayConfirm({ confirmation }: { readonly confirmation: PayConfirmation }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { commands } = facade.flows.pay;
  const symbol = displayName(confirmation.symbol);
  return (
    <section className="wp-pay-confirm" aria-labelledby="wp-pay-confirm-title" data-testid="wp-pay-confirm">
      <h3 id="wp-pay-confirm-title">{t('pay.confirmTitle')}</h3>
      <dl className="wp-pay-details">
        <dt>{t('pay.from')}</dt>
        <dd className="wp-break-all" data-testid="wp-pay-confirm-from"><code>{confirmation.from}</code></dd>
        <dt>{t('pay.recipient')}</dt>
        <dd className="wp-break-all" data-testid="wp-pay-confirm-recipient"><code>{confirmation.recipient}</code></dd>
        <dt>{t('pay.asset')}</dt>
        <dd className="wp-break-all" data-testid="wp-pay-confirm-asset">
          {confirmation.asset === 'native' ? t('pay.nativeCoin', { symbol }) : t('pay.tokenContract', { symbol, address: confirmation.asset })}
        </dd>
        <dt>{t('pay.network')}</dt>
        <dd data-testid="wp-pay-confirm-network">{confirmation.networkName}</dd>
      </dl>
      <p className="wp-pay-amount" data-testid="wp-pay-confirm-amount">
        <strong>{t('pay.amount', { amount: confirmation.amount, symbol })}</strong>
      </p>
      {confirmation.switchesNetwork ? <p className="wp-muted" data-testid="wp-pay-confirm-switch">{t('pay.switchFirst', { network: confirmation.networkName })}</p> : null}
      <button type="button" className="wp-button" onClick={() => void commands.confirm()} data-testid="wp-pay-confirm-send">
        {t('pay.confirm')}
      </button>
      <button type="button" className="wp-button wp-secondary" onClick={() => void commands.cancel()} data-testid="wp-pay-confirm-back">
        {t('pay.back')}
      </button>
    </section>
  );
}
