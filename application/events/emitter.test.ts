import { describe, expect, it, vi } from 'vitest';
import { Emitter } from './emitter.ts';

interface TestEvents {
  readonly named: { readonly value: number };
  readonly bare: void;
}

describe('Emitter', () => {
  it('delivers each event to its own listeners only, typed by name', () => {
    const events = new Emitter<TestEvents>();
    const named = vi.fn();
    const bare = vi.fn();
    events.on('named', named);
    events.on('bare', bare);
    events.emit('named', { value: 1 });
    expect(named).toHaveBeenCalledWith({ value: 1 });
    expect(bare).not.toHaveBeenCalled();
    events.emit('bare');
    expect(bare).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the other listeners when one throws, and hands the error over', () => {
    const errors: unknown[] = [];
    const events = new Emitter<TestEvents>((error, event) => errors.push([event, error]));
    const after = vi.fn();
    events.on('named', () => {
      throw new Error('listener failed');
    });
    events.on('named', after);
    expect(() => events.emit('named', { value: 2 })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ value: 2 });
    expect(errors).toEqual([['named', new Error('listener failed')]]);
  });

  it('removes exactly the subscription it returned, even for the same function subscribed twice', () => {
    const events = new Emitter<TestEvents>();
    const listener = vi.fn();
    const first = events.on('bare', listener);
    events.on('bare', listener);
    first();
    events.emit('bare');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(events.listenerCount('bare')).toBe(1);
  });

  it('does not run a listener removed by an earlier listener of the same event', () => {
    const events = new Emitter<TestEvents>();
    const removed = vi.fn();
    let stop = (): void => undefined;
    events.on('bare', () => stop());
    stop = events.on('bare', removed);
    events.emit('bare');
    expect(removed).not.toHaveBeenCalled();
  });

  it('holds no listener after clear', () => {
    const events = new Emitter<TestEvents>();
    const listener = vi.fn();
    events.on('named', listener);
    events.on('bare', listener);
    events.clear();
    events.emit('named', { value: 3 });
    expect(listener).not.toHaveBeenCalled();
    expect(events.listenerCount()).toBe(0);
  });
});
