import { describe, expect, it, vi } from 'vitest';
import { Store } from './store.ts';
import { derivedState, type StateReader } from './state-observable.ts';

describe('derivedState', () => {
  const setup = () => {
    const left = new Store({ value: 1, unrelated: 'a' });
    const right = new Store({ value: 10 });
    const sum = derivedState([left, right], () => ({ sum: left.getSnapshot().value + right.getSnapshot().value }));
    return { left, right, sum };
  };

  it('listens to its inputs only from its first listener to its last', () => {
    const { left, right, sum } = setup();
    expect(left.observed || right.observed).toBe(false);
    const stopFirst = sum.subscribe(() => undefined);
    const stopSecond = sum.subscribe(() => undefined);
    expect(left.observed && right.observed).toBe(true);
    stopFirst();
    expect(left.observed).toBe(true);
    stopSecond();
    expect(left.observed || right.observed).toBe(false);
  });

  it('keeps the same snapshot object until a field changes, and tells only on a real change', () => {
    const { left, right, sum } = setup();
    const listener = vi.fn();
    sum.subscribe(listener);
    const first = sum.getSnapshot();
    expect(sum.getSnapshot()).toBe(first);
    // The input changes in a field the sum does not read: no notification, same object.
    left.update({ unrelated: 'b' });
    expect(listener).not.toHaveBeenCalled();
    expect(sum.getSnapshot()).toBe(first);
    left.update({ value: 5 });
    expect(listener).toHaveBeenCalledWith({ sum: 15 });
  });

  it('answers a current snapshot with no listener at all', () => {
    const { left, sum } = setup();
    left.update({ value: 3 });
    expect(sum.getSnapshot()).toEqual({ sum: 13 });
  });

  it('counts a list computed afresh with the same items as unchanged', () => {
    const store = new Store({ items: [1, 2, 3], other: 0 });
    const evens = derivedState([store], () => ({ evens: store.getSnapshot().items.filter((item) => item % 2 === 0) }));
    const first = evens.getSnapshot();
    expect(evens.getSnapshot()).toBe(first);
    store.update({ other: 1 });
    expect(evens.getSnapshot()).toBe(first);
    store.update({ items: [1, 2, 3, 4] });
    expect(evens.getSnapshot()).toEqual({ evens: [2, 4] });
  });

  it('hands a subscriber of state$ the current value, then only real changes', () => {
    const { left, sum } = setup();
    const seen: unknown[] = [];
    const subscription = sum.state$.subscribe((value) => seen.push(value));
    left.update({ unrelated: 'c' });
    left.update({ value: 2 });
    subscription.unsubscribe();
    expect(seen).toEqual([{ sum: 11 }, { sum: 12 }]);
    expect(left.observed).toBe(false);
  });

  it('composes only observables: a reader without state$ is no input', () => {
    const reader: StateReader<{ readonly value: number }> = { getSnapshot: () => ({ value: 1 }), subscribe: () => () => undefined };
    // @ts-expect-error a derived state listens through its inputs' state$, which a bare reader lacks
    const derived = derivedState([reader], () => ({ value: 1 }));
    const failed = vi.fn();
    derived.state$.subscribe({ error: failed });
    expect(failed).toHaveBeenCalledWith(expect.any(TypeError));
  });
});
