import type { SnackbarVariant } from '../errors/catalogue-entry.ts';
import { SNACKBAR_RESHOW_DELAY_MS } from '../constants/timing.ts';

/** Snackbar. */
export interface SnackbarState {
  readonly message: string;
  readonly variant: SnackbarVariant;
  readonly svg?: unknown;
  readonly open: boolean;
  readonly autoClose: boolean;
}

export const CLOSED_SNACKBAR: SnackbarState = { message: '', variant: 'success', open: false, autoClose: true };

/** Showing while one is open closes it first, then shows the new message 150 ms later. */
export function snackbarShowPlan(current: SnackbarState): { readonly closeFirst: boolean; readonly delayMs: number } {
  return current.open ? { closeFirst: true, delayMs: SNACKBAR_RESHOW_DELAY_MS } : { closeFirst: false, delayMs: 0 };
}
