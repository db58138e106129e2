import { NAME_DEBOUNCE_MS } from '../constants/timing.ts';

/**
 * Spec §9 name debounce (default 500 ms): a name lookup runs only once the input has been still for the delay.
 * The caller owns the timer; this only answers "is it time?".
 */
export function isNameLookupDue(lastInputAt: number, now: number, delayMs: number = NAME_DEBOUNCE_MS): boolean {
  return now - lastInputAt >= delayMs;
}
