import { describe, expect, it, vi } from 'vitest';
import { EventStream } from './event-stream.ts';

interface TestEvents {
  readonly named: { readonly value: number };
  readonly bare: void;
}

describe('EventStream', () => {
  it('delivers each event to its own listeners only, typed by name', () => {
    const events = new EventStream<TestEvents>();
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
    const events = new EventStream<TestEvents>((error, event) => errors.push([event, error]));
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
    const events = new EventStream<TestEvents>();
    const listener = vi.fn();
    const first = events.on('bare', listener);
    const second = events.on('bare', listener);
    first();
    events.emit('bare');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(events.observed('bare')).toBe(true);
    second();
    expect(events.observed('bare')).toBe(false);
  });

  it('does not run a listener removed by an earlier listener of the same event', () => {
    const events = new EventStream<TestEvents>();
    const removed = vi.fn();
    let stop = (): void => undefined;
    events.on('bare', () => stop());
    stop = events.on('bare', removed);
    events.emit('bare');
    expect(removed).not.toHaveBeenCalled();
  });

  it('holds no listener after clear', () => {
    const events = new EventStream<TestEvents>();
    const listener = vi.fn();
    events.on('named', listener);
    events.on('bare', listener);
    events.clear();
    events.emit('named', { value: 3 });
    expect(listener).not.toHaveBeenCalled();
    expect(events.observed()).toBe(false);
  });

  it('lets a listener added after clear hear the next event', () => {
    const events = new EventStream<TestEvents>();
    events.on('bare', () => undefined);
    events.clear();
    const later = vi.fn();
    events.on('bare', later);
    events.emit('bare');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('hands a listener added while an event is delivered only the next one', () => {
    const events = new EventStream<TestEvents>();
    const added = vi.fn();
    events.on('named', () => void events.on('named', added));
    events.emit('named', { value: 1 });
    expect(added).not.toHaveBeenCalled();
    events.emit('named', { value: 2 });
    expect(added).toHaveBeenCalledWith({ value: 2 });
  });

  it('offers each event as an observable, and holds nothing once its subscriber leaves', () => {
    const events = new EventStream<TestEvents>();
    const seen: number[] = [];
    const subscription = events.of('named').subscribe(({ value }) => seen.push(value));
    events.emit('named', { value: 4 });
    subscription.unsubscribe();
    events.emit('named', { value: 5 });
    expect(seen).toEqual([4]);
    expect(events.observed('named')).toBe(false);
  });
});
