import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame } from './after-first-frame.ts';

describe('afterFirstFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once, in the task after the next frame, not during the script that asked', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const work = vi.fn();
    afterFirstFrame(work, 1_000);
    expect(work).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame(0);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback delay where no frame comes (a tab in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const work = vi.fn();
    afterFirstFrame(work, 50);
    vi.advanceTimersByTime(49);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const work = vi.fn();
    const cancel = afterFirstFrame(work, 50);
    cancel();
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});
