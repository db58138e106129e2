import { Subject, type Observable } from 'rxjs';

type Listener<T> = (payload: T) => void;

/**
 * Typed events as RxJS observables: one Subject per event name, from a map of name to payload type.
 * `on` is the listener-style subscription (the public stream's subscribers and the flows use it): a
 * listener that throws is handed to `onListenerError` and the others still run, so one misbehaving
 * subscriber (the host page's included) cannot silence the rest or reach the page. RxJS would report
 * such an error asynchronously, into the page, so `on` catches it before it reaches the Subject.
 */
export class EventStream<Events extends object> {
  private readonly subjects = new Map<keyof Events, Subject<Events[keyof Events]>>();

  constructor(private readonly onListenerError: (error: unknown, event: keyof Events) => void = () => undefined) {}

  private subject<K extends keyof Events>(event: K): Subject<Events[K]> {
    let subject = this.subjects.get(event);
    if (!subject) {
      subject = new Subject();
      this.subjects.set(event, subject);
    }
    return subject as unknown as Subject<Events[K]>;
  }

  /** The event as an observable, for composing inside the instance; the page subscribes through `on`. */
  of<K extends keyof Events>(event: K): Observable<Events[K]> {
    return this.subject(event).asObservable();
  }

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const subscription = this.subject(event).subscribe((payload) => {
      try {
        listener(payload);
      } catch (error) {
        this.onListenerError(error, event);
      }
    });
    return () => subscription.unsubscribe();
  }

  // A Subject hands each event to the subscribers it had when the event began: one added meanwhile
  // waits for the next event, one removed meanwhile (closed) does not run.
  emit<K extends keyof Events>(event: K, ...[payload]: Events[K] extends void ? [] : [Events[K]]): void {
    this.subjects.get(event)?.next(payload as Events[K]);
  }

  /** Whether anything listens to `event` (to any event when none is named). */
  observed(event?: keyof Events): boolean {
    if (event !== undefined) return this.subjects.get(event)?.observed ?? false;
    return [...this.subjects.values()].some((subject) => subject.observed);
  }

  /** Ends every subscription (the instance is destroyed); a later `on` starts afresh. */
  clear(): void {
    for (const subject of this.subjects.values()) subject.complete();
    this.subjects.clear();
  }
}
