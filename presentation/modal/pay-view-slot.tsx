import { catalogueError } from '../../domain/errors/catalogue.ts';
import { errorText } from '../components/error-text.ts';
import { lazyView } from './lazy-view.tsx';
import { payViewLoader } from './pay-view-loader.ts';

const InstalledPayView = lazyView(() => (payViewLoader() ?? (() => Promise.reject(catalogueError('PAY_NOT_ENABLED'))))());

/**
 * The Pay view when `walletport/pay` is in the page; otherwise what a disabled Pay says, so a site that
 * opens the view without importing the entry learns why from the modal rather than from a spinner.
 * Decided at each render, so a page that imports the entry later shows the view from then on.
 */
export function PayViewSlot() {
  if (payViewLoader()) return <InstalledPayView />;
  return (
    <p className="wp-error" role="alert" data-testid="wp-pay-error">
      {errorText(catalogueError('PAY_NOT_ENABLED'))}
    </p>
  );
}
