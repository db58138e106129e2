import type { ClockPort } from '../../application/ports/clock.port.ts';

/** A clock that only moves when a test says so. */
export class VirtualClock implements ClockPort {
  private time = 0;
  private tasks: { at: number; task: () => void; id: number }[] = [];
  private nextId = 0;

  now(): number {
    return this.time;
  }

  schedule(task: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.tasks.push({ at: this.time + Math.max(0, ms), task, id });
    return () => {
      this.tasks = this.tasks.filter((item) => item.id !== id);
    };
  }

  /** Moves time forward, running every task that falls due, in order. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const due = this.tasks.filter((item) => item.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.tasks = this.tasks.filter((item) => item.id !== due.id);
      this.time = due.at;
      due.task();
    }
    this.time = target;
  }
}
