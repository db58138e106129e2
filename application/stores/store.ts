import { BehaviorSubject, type Observable } from 'rxjs';
import { onChange, type StateObservable } from './state-observable.ts';

/**
 * One piece of state: a BehaviorSubject inside, a read-only Observable and a stable snapshot outside.
 * `getSnapshot` returns the same object until an update changes something, as useSyncExternalStore needs.
 */
export class Store<T extends object> implements StateObservable<T> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  getSnapshot = (): T => this.subject.getValue();

  /** Whether anything still listens: false after an instance is destroyed, or nothing leaked. */
  get observed(): boolean {
    return this.subject.observed;
  }

  /** Listener-style subscription (changes only: BehaviorSubject's replay of the current value is skipped). */
  subscribe = (listener: (state: T) => void): (() => void) => onChange(this.state$, listener);

  /** Applies a partial update; a no-op update keeps the same snapshot object. */
  update(patch: Partial<T> | ((state: T) => Partial<T>)): void {
    const current = this.subject.getValue();
    const changes = typeof patch === 'function' ? patch(current) : patch;
    const keys = Object.keys(changes) as (keyof T)[];
    if (keys.every((key) => Object.is(current[key], changes[key]))) return;
    this.subject.next({ ...current, ...changes });
  }

  set(next: T): void {
    if (next !== this.subject.getValue()) this.subject.next(next);
  }
}
