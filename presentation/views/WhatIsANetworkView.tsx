import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';

/** The wallet guide's explainer of networks, reached from the network picker; it leads back to the picker. */
export function WhatIsANetworkView() {
  const facade = useFacade();
  const { t } = useMessages();
  return (
    <div className="wp-explainer" data-testid="wp-what-is-a-network">
      <ul className="wp-explainer-points">
        <li>{t('network.about.what')}</li>
        <li>{t('network.about.switch')}</li>
        <li>{t('network.about.address')}</li>
      </ul>
      <button type="button" className="wp-button" data-testid="wp-what-is-a-network-choose" onClick={() => facade.navigate({ type: 'push', view: 'Networks' })}>
        {t('network.about.choose')}
      </button>
    </div>
  );
}
