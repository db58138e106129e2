import type { OnrampOffer, OnrampState } from '../../../application/onramp/index.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';

/**
 * The providers that sell on the network in view, each with its fees and where the purchase lands,
 * and its Buy button. The click itself opens the provider's window (browsers allow a pop-up only in
 * the click), which the flow then sends to the provider's checked page.
 */
export function OnrampProviders({ state, network }: { readonly state: OnrampState; readonly network: string }) {
  const facade = useFacade();
  const { t } = useMessages();
  const busy = state.status === 'opening';
  return (
    <section className="wp-onramp-providers" aria-labelledby="wp-onramp-providers-title">
      <h3 id="wp-onramp-providers-title">{t('onramp.providers')}</h3>
      <ul className="wp-list">
        {state.providers.map((offer) => (
          <li key={offer.name} data-testid={`wp-onramp-provider-${offer.name}`}>
            <p>
              <strong>{offer.label}</strong> · <span data-testid={`wp-onramp-fees-${offer.name}`}>{t('onramp.feeRange', { range: offer.feeRange })}</span>
            </p>
            <p className="wp-muted" data-testid={`wp-onramp-lands-${offer.name}`}>
              <Destination offer={offer} network={network} />
            </p>
            <BusyButton type="button" className="wp-button" busy={busy} onClick={() => void facade.flows.onramp.commands.buy(offer.name)} data-testid={`wp-onramp-buy-${offer.name}`}>
              {busy ? t('onramp.opening', { provider: offer.label }) : t('onramp.buyWith', { provider: offer.label })}
            </BusyButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Destination({ offer, network }: { readonly offer: Pick<OnrampOffer, 'coinbase'>; readonly network: string }) {
  const { t } = useMessages();
  if (!offer.coinbase) return <>{t('onramp.networkChosenThere')}</>;
  const chain = offer.coinbase.chain;
  return <>{offer.coinbase.isFallback ? t('onramp.landsElsewhere', { chain, network }) : t('onramp.landsOn', { chain })}</>;
}
