import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { connectorOn } from '../../domain/connectors/merge-connectors.ts';
import { DirectoryWallets } from './DirectoryWallets.tsx';

/** The wallets the browser announced (EIP-6963), then the directory's featured and recommended ones. */
export function ConnectView() {
  const facade = useFacade();
  const { connectors } = useStore(facade.stores.connectors);
  const { filterNamespace } = useStore(facade.stores.modal);
  const shown = filterNamespace ? connectors.filter((connector) => connectorOn(connector, filterNamespace) !== undefined) : connectors;
  return (
    <>
      {shown.length === 0 ? (
        <p className="wp-muted" data-testid="wp-no-wallets">
          No browser wallet found. Install a wallet extension, then reload this page.
        </p>
      ) : (
        <AnnouncedWallets connectors={shown} />
      )}
      <DirectoryWallets />
    </>
  );
}

function AnnouncedWallets({ connectors }: { readonly connectors: readonly ConnectorSummary[] }) {
  const facade = useFacade();
  return (
    <ul className="wp-list" aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="wp-row"
            data-testid={`wp-wallet-${connector.id}`}
            onClick={() => void facade.connect(connector.id)}
          >
            {connector.imageUrl ? <img src={connector.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
            <span>
              {connector.name}
              <small>{connector.rdns}</small>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
