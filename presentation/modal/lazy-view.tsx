import { lazy, Suspense, type ComponentType } from 'react';
import { useMessages } from '../i18n/use-messages.ts';

/**
 * A view whose code arrives on first use: its own chunk, fetched when the visitor first goes there,
 * so a site that never opens it never downloads it. A spinner holds its place while it loads.
 */
export function lazyView(load: () => Promise<ComponentType>): ComponentType {
  const View = lazy(async () => ({ default: await load() }));
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
