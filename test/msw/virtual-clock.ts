import type { ClockPort } from '../../application/ports/clock.port.ts';

interface Timer {
  readonly id: number;
  readonly at: number;
  readonly task: () => void;
}

/**
 * A clock for tests: timers run only when the test moves time, so the 150 ms backoff, Retry-After
 * and the 60 s telemetry window are checked without sleeping. Every scheduled delay is recorded.
 */
export class VirtualClock implements ClockPort {
  /** Every delay scheduled, in milliseconds, in order. */
  readonly scheduled: number[] = [];
  private time: number;
  private timers: Timer[] = [];
  private nextId = 0;

  constructor(start = Date.parse('2026-01-01T00:00:00Z')) {
    this.time = start;
  }

  now = (): number => this.time;

  schedule = (task: () => void, ms: number): (() => void) => {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), task };
    this.scheduled.push(ms);
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((candidate) => candidate.id !== timer.id);
    };
  };

  /** How many scheduled tasks have not run yet. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer.id !== due.id);
      this.time = due.at;
      due.task();
    }
    this.time = target;
  }

  /**
   * Drives `promise` to completion: lets real I/O (msw, sockets) settle for a moment, then jumps to
   * the next timer, until the promise settles. Rejections are returned to the caller as rejections.
   */
  async settle<T>(promise: Promise<T>, maxSteps = 200): Promise<T> {
    let settled = false;
    const tracked = promise.finally(() => {
      settled = true;
    });
    tracked.catch(() => undefined);
    for (let step = 0; step < maxSteps && !settled; step++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (settled) break;
      const next = [...this.timers].sort((a, b) => a.at - b.at)[0];
      if (next) this.advance(next.at - this.time);
    }
    return tracked;
  }
}
