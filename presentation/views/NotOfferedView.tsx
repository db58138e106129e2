import type { View } from '../../domain/routing/views.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/use-store.ts';

/** What each view of a feature this build does not carry says instead of pretending to offer it. */
const NOT_OFFERED: Readonly<Partial<Record<View, MessageKey>>> = {
  OnRampProviders: 'notOffered.OnRampProviders',
  Pay: 'notOffered.Pay',
};

/**
 * Buying crypto and Pay: AppKit sites may switch their features on and open their views, so the
 * views exist, but walletport does not implement them. The visitor is told so plainly and can go back.
 */
export function NotOfferedView() {
  const facade = useFacade();
  const { t } = useMessages();
  const view = useStore(facade.stores.modal, (modal) => modal.router.view);
  return (
    <div className="wp-center wp-not-offered" data-testid="wp-not-offered">
      <p data-testid="wp-not-offered-text">{t(NOT_OFFERED[view] ?? 'common.unavailableView')}</p>
      <p className="wp-muted">{t('notOffered.hint')}</p>
      <button
        type="button"
        className="wp-button wp-secondary"
        data-testid="wp-not-offered-back"
        // With nothing to go back to, going back closes the modal, which is the way out.
        onClick={() => facade.navigate({ type: 'goBack' })}
      >
        {t('modal.back')}
      </button>
    </div>
  );
}
