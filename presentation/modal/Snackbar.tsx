import { useRef } from 'react';
import { useStore } from '../react/react-state.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useThemeProperties } from '../theme/use-theme-properties.ts';
import { useFacade } from './facade-context.ts';

/**
 * The snackbar: shown whether or not the modal is open. Its two live regions stay in the
 * DOM, empty, for as long as the modal is mounted: a screen reader announces a region's change only
 * if the region existed before the text arrived. Messages and waits are polite; errors assertive.
 */
export function Snackbar() {
  const facade = useFacade();
  const snackbar = useStore(facade.stores.snackbar);
  const { themeMode, themeVariables } = useStore(facade.stores.modal);
  const { dir, locale } = useMessages();
  const root = useRef<HTMLDivElement>(null);
  useThemeProperties(root, themeVariables, true);
  const error = snackbar.open && snackbar.variant === 'error';
  const bubble = snackbar.open ? (
    <div className={`wp-snackbar wp-snackbar-${snackbar.variant}`} data-testid="wp-snackbar" data-variant={snackbar.variant}>
      {snackbar.variant === 'loading' ? <span className="wp-spinner" aria-hidden="true" /> : null}
      {snackbar.message}
    </div>
  ) : null;
  return (
    <div ref={root} className="wp-snackbar-root" data-theme={themeMode} dir={dir} lang={locale}>
      <div className="wp-snackbar-region">
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="wp-snackbar-polite">
          {error ? null : bubble}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="wp-snackbar-assertive">
          {error ? bubble : null}
        </div>
      </div>
    </div>
  );
}
