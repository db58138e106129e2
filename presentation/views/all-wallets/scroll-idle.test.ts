import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollIdle } from './scroll-idle.ts';

describe('work that waits for the grid to rest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once while the grid is still', () => {
    const idle = scrollIdle(150);
    const work = vi.fn();
    idle.whenIdle(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the grid scrolls and runs once it has been quiet long enough', () => {
    const idle = scrollIdle(150);
    const work = vi.fn();
    idle.scrolled();
    idle.whenIdle(work);
    vi.advanceTimersByTime(100);
    idle.scrolled();
    vi.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts a few items a frame once the grid rests, so a screenful does not land in one frame', () => {
    const idle = scrollIdle(150);
    const started: number[] = [];
    idle.scrolled();
    for (let item = 0; item < 10; item += 1) idle.whenIdle(() => started.push(item));
    vi.advanceTimersByTime(150);
    expect(started).toEqual([0, 1, 2, 3]);
    vi.advanceTimersByTime(16);
    expect(started).toHaveLength(8);
    // Work asked for while the queue drains joins the queue rather than jumping it.
    idle.whenIdle(() => started.push(99));
    vi.advanceTimersByTime(16);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
  });

  it('drops work taken back, and everything at dispose', () => {
    const idle = scrollIdle(150);
    const kept = vi.fn();
    const dropped = vi.fn();
    idle.scrolled();
    idle.whenIdle(kept);
    idle.whenIdle(dropped)();
    vi.advanceTimersByTime(200);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    idle.scrolled();
    idle.whenIdle(dropped);
    idle.dispose();
    vi.advanceTimersByTime(200);
    expect(dropped).not.toHaveBeenCalled();
  });
});
