import { groupByFamily } from '../../domain/connectors/chain-family.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { QrCode } from '../components/QrCode.tsx';
import { useCopyText } from '../components/use-copy-text.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { NetworkImage } from '../components/NetworkImage.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';

/** The active account's address to receive on: as a QR code, written out, copyable, and the networks it works on. */
export function ReceiveView() {
  const facade = useFacade();
  const { t } = useMessages();
  const { activeChain } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const { networks: siteNetworks } = useStore(facade.stores.siteNetworks);
  const account = activeChain ? accounts[activeChain] : undefined;
  const address = account?.status === 'connected' ? account.address : undefined;
  const { state: copy, copy: copyAddress } = useCopyText(address);

  if (!address || !activeChain) return <p className="wp-muted" data-testid="wp-receive-not-connected">{t('receive.notConnected')}</p>;

  // The networks of the account's chain family: the same address receives on every one of them.
  const networks = groupByFamily(siteNetworks).find((group) => group.namespace === activeChain)?.items ?? [];

  return (
    <div className="wp-center wp-receive" data-testid="wp-receive">
      <p className="wp-muted">{t('receive.intro')}</p>
      <QrCode value={address} label={t('receive.qrLabel')} />
      <p className="wp-muted wp-receive-label">
        {t('receive.addressLabel')}
      </p>
      <p className="wp-receive-address" title={address} data-testid="wp-receive-address">
        <span aria-hidden="true">{truncateAddress(address)}</span>
        <span className="wp-visually-hidden">{address}</span>
      </p>
      <button type="button" className="wp-button" data-testid="wp-receive-copy" onClick={copyAddress}>
        {t('receive.copy')}
      </button>
      <p className={copy === 'failed' ? 'wp-error' : 'wp-muted'} role="status" data-testid="wp-receive-copy-status">
        {copy === 'copied' ? t('receive.copied') : copy === 'failed' ? t('receive.copyFailed') : ''}
      </p>
      {networks.length > 0 ? (
        <section className="wp-receive-networks" aria-labelledby="wp-receive-networks-title">
          <h3 className="wp-feature-heading" id="wp-receive-networks-title">
            {t('receive.networks')}
          </h3>
          <ul className="wp-network-chips" data-testid="wp-receive-networks">
            {networks.map((network) => (
              <li key={network.caipNetworkId} className="wp-network-chip" data-testid={`wp-receive-network-${network.caipNetworkId}`}>
                <NetworkImage network={network} size="sm" />
                <DisplayName value={network.name} />
              </li>
            ))}
          </ul>
          <p className="wp-muted wp-small">{t('receive.networksHint')}</p>
        </section>
      ) : null}
    </div>
  );
}
