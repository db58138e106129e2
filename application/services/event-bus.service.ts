import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { AnalyticsEventName } from '../ports/analytics.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import { ANALYTICS_SERVICE, type AnalyticsService } from './analytics.service.ts';
import { LIFECYCLE, type Lifecycle } from '../lifecycle.ts';

/** One event of the public stream (`subscribeEvents` / `useAppKitEvents`). */
export interface ModalEvent {
  readonly timestamp: number;
  readonly data: { readonly type: 'track'; readonly event: AnalyticsEventName; readonly properties?: Readonly<Record<string, unknown>> };
}

/**
 * Where the flows announce what happened (spec §7's 13 events). Each event goes to the public
 * stream and to analytics (which applies its own feature flag and MODAL_CREATED rule).
 */
@injectable()
export class EventBus {
  private readonly subject = new Subject<ModalEvent>();
  readonly events$: Observable<ModalEvent> = this.subject.asObservable();

  constructor(
    @inject(ANALYTICS_SERVICE) private readonly analytics: AnalyticsService,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(LIFECYCLE) lifecycle: Lifecycle,
  ) {
    // Completing releases every subscriber (the host page's included) when the instance is destroyed.
    lifecycle.add(() => this.subject.complete());
  }

  emit(event: AnalyticsEventName, properties?: Readonly<Record<string, unknown>>): void {
    const data = properties === undefined ? { type: 'track' as const, event } : { type: 'track' as const, event, properties };
    this.subject.next({ timestamp: this.clock.now(), data });
    void this.analytics.track(properties === undefined ? { event } : { event, properties });
  }
}

export const EVENT_BUS = token<EventBus>('EventBus');
