import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';

/** The wallet guide's explainer of networks, reached from the network picker; it leads back to the picker. */
export function WhatIsANetworkView() {
  const facade = useFacade();
  const { t } = useMessages();
  const { history } = useStore(facade.stores.modal).router;
  // Reached from the picker, the way back to it is Back: pushing it again would put it twice in the history.
  const choose = (): void => facade.navigate(history.at(-2) === 'Networks' ? { type: 'goBack' } : { type: 'push', view: 'Networks' });
  return (
    <div className="wp-explainer" data-testid="wp-what-is-a-network">
      <ul className="wp-explainer-points">
        <li>{t('network.about.what')}</li>
        <li>{t('network.about.switch')}</li>
        <li>{t('network.about.address')}</li>
      </ul>
      <button type="button" className="wp-button" data-testid="wp-what-is-a-network-choose" onClick={choose}>
        {t('network.about.choose')}
      </button>
    </div>
  );
}
