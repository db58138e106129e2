import type { SnackbarVariant } from '../../domain/errors/catalogue-entry.ts';
import { snackbarShowPlan } from '../../domain/snackbar/snackbar.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import { SnackbarStore } from '../stores/stores.ts';

/** How long an auto-closing snackbar stays (one of the product's fixed timing values: 1, 3, 5 or 10 s). */
export const SNACKBAR_AUTO_CLOSE_MS = 3_000;

/** A new message closes an open snackbar first and shows 150 ms later. */
export class SnackbarService {
  private cancelShow: () => void = () => undefined;
  private cancelAutoClose: () => void = () => undefined;

  constructor(
    private readonly store: SnackbarStore,
    private readonly clock: ClockPort,
  ) {}

  showSuccess(message: string): void {
    this.show(message, 'success');
  }

  showError(message: string): void {
    this.show(message, 'error');
  }

  /** A loading message stays until replaced or closed (e.g. 'Authenticating...'). */
  showLoading(message: string): void {
    this.show(message, 'loading', false);
  }

  show(message: string, variant: SnackbarVariant, autoClose = true): void {
    this.cancelShow();
    this.cancelAutoClose();
    const plan = snackbarShowPlan(this.store.getSnapshot());
    const open = (): void => {
      this.store.set({ message, variant, open: true, autoClose });
      if (autoClose) this.cancelAutoClose = this.clock.schedule(() => this.hide(), SNACKBAR_AUTO_CLOSE_MS);
    };
    if (!plan.closeFirst) return open();
    this.store.update({ open: false });
    this.cancelShow = this.clock.schedule(open, plan.delayMs);
  }

  hide(): void {
    this.cancelShow();
    this.cancelAutoClose();
    this.store.update({ open: false });
  }
}

