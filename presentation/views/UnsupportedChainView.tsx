import { useMessages } from '../i18n/use-messages.ts';
import { NetworkList } from './NetworkList.tsx';

/** The wallet is on a network this site does not support: the same picker as the Networks view. */
export function UnsupportedChainView() {
  const { t } = useMessages();
  return (
    <div className="wp-networks">
      <p className="wp-muted">{t('networks.unsupported')}</p>
      <NetworkList />
    </div>
  );
}
