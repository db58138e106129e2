import type { ReactNode } from 'react';
import type { SwapQuoteView } from '../../../application/swap/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { formatUsd } from '../../../domain/format/quantity.ts';
import { SWAP_SLIPPAGE_PERCENT } from '../../../domain/swap/swap-constants.ts';
import type { SwapToken } from '../../../domain/swap/swap-token.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useStore } from '../../react/react-state.tsx';
import { shownAmount, shownFee, shownPercent } from './swap-figures.ts';

/** The quote's figures, each shown only when the flow could work it out. */
export function SwapDetails({ quote, from, to }: { readonly quote: SwapQuoteView; readonly from: SwapToken; readonly to: SwapToken }) {
  const facade = useFacade();
  const { t } = useMessages();
  const coin = useStore(facade.stores.network, (network) => network.caipNetwork?.nativeCurrency);
  const toSymbol = displayName(to.symbol);
  return (
    <dl className="wp-swap-details" data-testid="wp-swap-details">
      {quote.rate === undefined ? null : (
        <Figure label={t('swap.rate')} testId="wp-swap-rate">
          1 {displayName(from.symbol)} = {quote.rate} {toSymbol}
        </Figure>
      )}
      {quote.priceImpactPercent === undefined ? null : (
        <Figure label={t('swap.priceImpact')} testId="wp-swap-price-impact">
          {shownPercent(quote.priceImpactPercent)}%
        </Figure>
      )}
      {quote.networkFee === undefined || coin === undefined ? null : (
        <Figure label={t('swap.networkFee')} testId="wp-swap-network-fee">
          {shownFee(quote.networkFee, coin.decimals)} {coin.symbol}
          {quote.networkFeeUsd === undefined ? null : ` (≈ $${formatUsd(quote.networkFeeUsd)})`}
        </Figure>
      )}
      <Figure label={t('swap.minimumReceived')} testId="wp-swap-minimum-received">
        {shownAmount(quote.minimumReceived, to.decimals)} {toSymbol}
      </Figure>
      <Figure label={t('swap.slippage')} testId="wp-swap-slippage">
        {SWAP_SLIPPAGE_PERCENT}%
      </Figure>
    </dl>
  );
}

function Figure({ label, testId, children }: { readonly label: string; readonly testId: string; readonly children: ReactNode }) {
  return (
    <div className="wp-swap-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {/* Left to right in every dialog: "1 ETH = 3000 USDC", never reordered under Arabic words. */}
        <bdi dir="ltr">{children}</bdi>
      </dd>
    </div>
  );
}
