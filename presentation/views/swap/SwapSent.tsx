import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/** The swap went through: its hash, and the way back to the account, whose balances are read again. */
export function SwapSent({ hash }: { readonly hash: string }) {
  const facade = useFacade();
  const { t } = useMessages();
  return (
    <div className="wp-center" data-testid="wp-swap-success">
      <p>{t('swap.sent')}</p>
      <p className="wp-muted wp-break-all">{t('swap.transaction', { hash })}</p>
      <button
        type="button"
        className="wp-button"
        data-testid="wp-swap-back"
        onClick={() => {
          facade.flows.swap.commands.reset();
          facade.navigate({ type: 'reset', view: 'Account' });
        }}
      >
        {t('swap.backToAccount')}
      </button>
    </div>
  );
}
