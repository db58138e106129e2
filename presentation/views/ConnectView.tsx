import { useStore } from '../modal/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';

/** Lists the wallets the browser announced (EIP-6963). */
export function ConnectView() {
  const facade = useFacade();
  const { connectors } = useStore(facade.connectorStore);
  if (connectors.length === 0) {
    return (
      <p className="wp-muted" data-testid="wp-no-wallets">
        No browser wallet found. Install a wallet extension, then reload this page.
      </p>
    );
  }
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
            {connector.imageUrl ? <img src={connector.imageUrl} alt="" /> : null}
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
