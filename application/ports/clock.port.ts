/** Time and timers come through this port so tests drive them with a virtual clock. */
export interface ClockPort {
  /** The time in milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Runs `task` after `ms`; the returned function cancels it. */
  schedule(task: () => void, ms: number): () => void;
}
