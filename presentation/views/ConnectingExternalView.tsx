import { useStore } from '../react/react-state.tsx';
import { DEFAULT_NAMESPACE } from '../../domain/chain-families/registry.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { NamedMessage } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { isChainNamespace } from '../../domain/caip/caip.ts';

/** While the wallet is asked; on failure, the reason and a retry. */
export function ConnectingExternalView() {
  const facade = useFacade();
  const { t } = useMessages();
  const modal = useStore(facade.stores.modal);
  const accounts = useStore(facade.stores.accounts);
  const connectorId = modal.router.data?.['connectorId'];
  // The family being connected: each family's attempt ends in its own account's state.
  const requested = modal.router.data?.['namespace'];
  const namespace = isChainNamespace(requested) ? requested : DEFAULT_NAMESPACE;
  const connector = connectorId ? facade.getConnector(connectorId) : undefined;
  const account = accounts[namespace];
  const failed = account?.status === 'disconnected' && account.error !== undefined;
  const name = connector?.name ?? t('flows.external.yourWallet');

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
            onClick={() => connectorId && void facade.connect(connectorId, namespace)}
          >
            {t('common.retry')}
          </button>
        </>
      ) : (
        <>
          <p>
            <span className="wp-spinner" aria-hidden="true" />
            <NamedMessage template={t('flows.external.continueIn')} placeholder="wallet" value={name} />
          </p>
          <p className="wp-muted">{t('flows.external.accept')}</p>
        </>
      )}
    </div>
  );
}
