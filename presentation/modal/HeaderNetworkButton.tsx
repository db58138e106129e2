import { displayName } from '../../domain/format/display-name.ts';
import { NetworkImage } from '../components/NetworkImage.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from './facade-context.ts';

/**
 * The header's network button on the Account view: the active network's icon (a globe when it has
 * none, or the wallet is on a network the site does not configure); it opens the Networks view.
 */
export function HeaderNetworkButton() {
  const facade = useFacade();
  const { t } = useMessages();
  const { caipNetwork, switching } = useStore(facade.stores.network);
  const label = caipNetwork ? t('networks.headerButton', { name: displayName(caipNetwork.name) }) : t('networks.headerButtonNoNetwork');
  return (
    <button
      type="button"
      className="wp-icon-button wp-header-network"
      aria-label={label}
      title={label}
      aria-busy={switching}
      data-testid="wp-header-network"
      onClick={() => facade.navigate({ type: 'push', view: 'Networks' })}
    >
      <NetworkImage network={caipNetwork} size="sm" />
    </button>
  );
}
