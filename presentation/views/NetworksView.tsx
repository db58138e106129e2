import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { NetworkList } from './NetworkList.tsx';

/**
 * AppKit's Networks view: the configured networks, the active one marked; picking one switches to it
 * and, as AppKit's does, returns to the view the picker was opened from (Account, from the header
 * button). Opened by itself (the page's network button), it stays, showing the new mark.
 */
export function NetworksView() {
  const facade = useFacade();
  const { t } = useMessages();
  const returnAfterSwitch = (): void => {
    const { view, history } = facade.stores.modal.getSnapshot().router;
    // The visitor may have moved on while the wallet answered: then the switch changes no view.
    const index = history.lastIndexOf('Networks');
    if (view === 'Networks' && index >= 1) facade.navigate({ type: 'goBackToIndex', index: index - 1 });
  };
  return (
    <div className="wp-networks" data-testid="wp-networks-view">
      <NetworkList onSwitched={returnAfterSwitch} />
      <div className="wp-networks-footer">
        <p className="wp-muted">{t('networks.notice')}</p>
        <button type="button" className="wp-link" data-testid="wp-networks-what-is" onClick={() => facade.navigate({ type: 'push', view: 'WhatIsANetwork' })}>
          {t('networks.whatIsANetwork')}
        </button>
      </div>
    </div>
  );
}
