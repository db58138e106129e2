import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { DisplayName } from '../components/DisplayName.tsx';

/** While the wallet is asked; on failure, the reason and a retry. */
export function ConnectingExternalView() {
  const facade = useFacade();
  const modal = useStore(facade.stores.modal);
  const accounts = useStore(facade.stores.accounts);
  const connectorId = modal.router.data?.['connectorId'];
  const connector = connectorId ? facade.getConnector(connectorId) : undefined;
  const account = accounts.eip155;
  const failed = account?.status === 'disconnected' && account.error !== undefined;
  const name = connector?.name ?? 'your wallet';

  return (
    <div className="wp-center" aria-live="polite">
      {connector?.imageUrl ? <img src={connector.imageUrl} alt="" /> : null}
      {failed ? (
        <>
          <p className="wp-error" role="alert" data-testid="wp-connect-error">
            {errorText(account.error)}
          </p>
          <button
            type="button"
            className="wp-button"
            data-testid="wp-retry"
            onClick={() => connectorId && void facade.connect(connectorId)}
          >
            Try again
          </button>
        </>
      ) : (
        <>
          <p>
            Continue in <DisplayName value={name} />
          </p>
          <p className="wp-muted">Accept the connection request in the wallet.</p>
        </>
      )}
    </div>
  );
}
