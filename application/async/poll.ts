import type { ClockPort } from '../ports/clock.port.ts';

/** What a round of polling decides: ask again after the interval, or stop. */
export type PollRound = 'again' | 'done';

/**
 * Runs `round` every `intervalMs` on the clock, the first one interval from now and never two at once,
 * until a round answers 'done' or the returned function stops it. A round still under way when it is
 * stopped sees `isStopped()` true, so its late answer changes nothing. A round that throws ends it.
 */
export function poll(clock: ClockPort, intervalMs: number, round: (isStopped: () => boolean) => Promise<PollRound>): () => void {
  let stopped = false;
  let cancelTimer = (): void => undefined;
  const isStopped = (): boolean => stopped;
  const run = async (): Promise<void> => {
    const next = await round(isStopped).catch((): PollRound => 'done');
    if (!stopped && next === 'again') cancelTimer = clock.schedule(() => void run(), intervalMs);
  };
  cancelTimer = clock.schedule(() => void run(), intervalMs);
  return () => {
    stopped = true;
    cancelTimer();
  };
}
