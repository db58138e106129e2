import { lazy, Suspense, type ComponentType } from 'react';
import { startupError } from '../../domain/errors/startup-errors.ts';
import { useMessages } from '../i18n/use-messages.ts';

/**
 * A view whose code arrives on first use: its own chunk, fetched when the visitor first goes there,
 * so a site that never opens it never downloads it. A spinner holds its place while it loads.
 *
 * A chunk that fails to arrive (a dropped connection) throws MODAL_LOAD_FAILED to the view's boundary,
 * which offers Try again. React keeps a lazy component's failure for good, so a failure swaps in a fresh
 * one first: the next render asks the network again instead of repeating the old error.
 */
export function lazyView(load: () => Promise<ComponentType>): ComponentType {
  const loader = (): ComponentType =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (cause) {
        View = loader();
        throw startupError('MODAL_LOAD_FAILED', { cause });
      }
    });
  let View = loader();
  return function LazyView() {
    return (
      <Suspense fallback={<ViewLoading />}>
        <View />
      </Suspense>
    );
  };
}

function ViewLoading() {
  const { t } = useMessages();
  return (
    <p className="wp-muted wp-view-loading" role="status" data-testid="wp-view-loading">
      <span className="wp-spinner" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}
