import { useStore } from '../react/use-store.ts';
import { useFacade } from './facade-context.ts';

/** The snackbar (spec §3): shown whether or not the modal is open; announced to screen readers. */
export function Snackbar() {
  const facade = useFacade();
  const snackbar = useStore(facade.stores.snackbar);
  const theme = useStore(facade.stores.modal).themeMode;
  if (!snackbar.open) return null;
  return (
    <div className="wp-root" data-theme={theme}>
      <div
        className={`wp-snackbar wp-snackbar-${snackbar.variant}`}
        role={snackbar.variant === 'error' ? 'alert' : 'status'}
        data-testid="wp-snackbar"
        data-variant={snackbar.variant}
      >
        {snackbar.message}
      </div>
    </div>
  );
}
