import { useId } from 'react';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';

/**
 * 'Token Balance Unavailable' in place of a balance that could not be read, with a way to read
 * it again: a failed read never shows as a zero or an empty list.
 */
export function BalanceUnavailable({ testId }: { readonly testId: string }) {
  const facade = useFacade();
  const { t } = useMessages();
  const id = useId();
  return (
    <div data-testid={testId}>
      <p className="wp-error" role="alert" id={id}>
        {ERRORS.TOKEN_BALANCE_UNAVAILABLE.message}
      </p>
      <button type="button" className="wp-button wp-secondary" aria-describedby={id} onClick={() => void facade.flows.balances.commands.fetch({ retry: true })}>
        {t('common.retry')}
      </button>
    </div>
  );
}
