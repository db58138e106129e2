import { useCallback, useRef } from 'react';
import { useStore } from '../react/use-store.ts';
import { useFocusTrap } from '../components/use-focus-trap.ts';
import { useFacade } from './facade-context.ts';
import { viewTitleKey } from './view-titles.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { ViewSwitch } from './ViewSwitch.tsx';

/** The dialog frame: title, back, close, alert banner and the current view. */
export function Modal() {
  const facade = useFacade();
  const modal = useStore(facade.stores.modal);
  const { t, dir, locale } = useMessages();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useCallback(() => void facade.close(), [facade]);
  /** Whether the press under way began and ended on the backdrop itself. */
  const pressOnBackdrop = useRef(false);
  useFocusTrap(dialog, modal.open, close);

  if (!modal.open) return null;
  const { view, history } = modal.router;
  const title = t(viewTitleKey(view));
  return (
    <div className="wp-root" data-theme={modal.themeMode} dir={dir} lang={locale}>
      <div
        className="wp-backdrop"
        // Only a whole click on the backdrop closes: a press begun or released in the dialog (selecting
        // text, dragging) does not, and neither does the second press of a double-click, which lands on
        // the backdrop its first press just opened (click count above 1).
        onPointerDown={(event) => {
          pressOnBackdrop.current = event.target === event.currentTarget;
        }}
        onPointerUp={(event) => {
          if (event.target !== event.currentTarget) pressOnBackdrop.current = false;
        }}
        onClick={(event) => {
          const whole = pressOnBackdrop.current && event.target === event.currentTarget;
          pressOnBackdrop.current = false;
          if (whole && event.detail <= 1) close();
        }}
      >
        <div
          ref={dialog}
          className={modal.shake ? 'wp-dialog wp-shake' : 'wp-dialog'}
          role="dialog"
          aria-modal="true"
          aria-labelledby="wp-dialog-title"
          data-view={view}
          tabIndex={-1}
        >
          <div className="wp-header">
            {history.length > 1 ? (
              <button type="button" className="wp-icon-button" aria-label={t('modal.back')} onClick={() => facade.navigate({ type: 'goBack' })}>
                ←
              </button>
            ) : (
              <span style={{ width: 32 }} />
            )}
            <h2 id="wp-dialog-title" className="wp-title">
              {title}
            </h2>
            <button type="button" className="wp-icon-button" aria-label={t('modal.close')} onClick={close}>
              ×
            </button>
          </div>
          {modal.alert ? (
            <div className="wp-alert" role="alert" data-testid="wp-alert">
              <strong>{modal.alert.title ?? modal.alert.code}</strong>
              {modal.alert.message}
            </div>
          ) : null}
          <ViewSwitch view={view} />
        </div>
      </div>
    </div>
  );
}
