import type { ClockPort } from '../../application/ports/clock.port.ts';

export function createSystemClock(): ClockPort {
  return {
    now: () => Date.now(),
    schedule(task, ms) {
      const handle = setTimeout(task, ms);
      return () => clearTimeout(handle);
    },
  };
}
