import type { OnrampFigure, OnrampQuote } from '../../../domain/onramp/onramp-quote.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/** The service's price, each figure as it wrote it with its currency. */
export function OnrampQuoteFigures({ quote }: { readonly quote: OnrampQuote }) {
  const { t } = useMessages();
  return (
    <dl className="wp-swap-details" aria-label={t('onramp.quote')} data-testid="wp-onramp-quote">
      <Figure label={t('onramp.youGet')} figure={quote.purchaseAmount} testId="wp-onramp-get" />
      <Figure label={t('onramp.fees')} figure={quote.coinbaseFee} testId="wp-onramp-fee" />
      <Figure label={t('onramp.networkFee')} figure={quote.networkFee} testId="wp-onramp-network-fee" />
      <Figure label={t('onramp.total')} figure={quote.paymentTotal} testId="wp-onramp-total" />
    </dl>
  );
}

function Figure({ label, figure, testId }: { readonly label: string; readonly figure: OnrampFigure; readonly testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr" data-testid={testId}>
          {figure.value} {displayName(figure.currency)}
        </bdi>
      </dd>
    </div>
  );
}
