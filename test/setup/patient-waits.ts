import { vi } from 'vitest';

/**
 * The unit and DOM files run on two cores beside the consumer apps' install, where a state that comes
 * after a dynamic import (the core, a view's chunk, a family's adapter) can take more than vitest's one
 * second to arrive. A wait without its own timeout gives it five; a state that never comes still fails.
 */
export const PATIENT_WAIT_MS = 5_000;

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: PATIENT_WAIT_MS, ...options })) as typeof vi.waitFor;
