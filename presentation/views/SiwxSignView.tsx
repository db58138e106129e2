import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { NamedMessage } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { accountTypeInUse } from '../../domain/account/account-type-switch.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';

/** SIWX: sign the sign-in message, or cancel (which disconnects when sign-in is required). */
export function SiwxSignView() {
  const facade = useFacade();
  const { t } = useMessages();
  const siwx = useStore(facade.flows.siwx.state);
  const name = facade.config.metadata?.name ?? t('flows.siwx.thisApp');
  const signing = siwx.status === 'signing';
  const { activeChain } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const account = activeChain ? accounts[activeChain] : undefined;
  // A smart account's signature is checked by its contract (ERC-1271), which not every app does.
  const smartAccount = account !== undefined && accountTypeInUse(account) === 'smartAccount';
  return (
    <div className="wp-center">
      <p>
        <NamedMessage template={t('flows.siwx.request')} placeholder="app" value={name} />
      </p>
      <p className="wp-muted">{t('flows.siwx.free')}</p>
      {smartAccount && siwx.error?.code !== 'SIWX_SMART_ACCOUNT_UNSUPPORTED' ? (
        <p className="wp-muted" data-testid="wp-siwx-smart-account">
          {ERRORS.SIWX_SMART_ACCOUNT_UNSUPPORTED.message}
        </p>
      ) : null}
      {siwx.error ? (
        <p className="wp-error" role="alert" data-testid="wp-siwx-error">
          {errorText(siwx.error)}
        </p>
      ) : null}
      <div className="wp-actions">
        <button type="button" className="wp-button wp-secondary" data-testid="wp-siwx-cancel" onClick={() => void facade.flows.siwx.commands.cancel().catch(() => undefined)}>
          {t('common.cancel')}
        </button>
        <button type="button" className="wp-button" data-testid="wp-siwx-sign" disabled={signing} onClick={() => void facade.flows.siwx.commands.requestSignature().catch(() => undefined)}>
          {signing ? (
            <>
              <span className="wp-spinner" aria-hidden="true" />
              {t('flows.siwx.signing')}
            </>
          ) : (
            t('flows.siwx.sign')
          )}
        </button>
      </div>
    </div>
  );
}
