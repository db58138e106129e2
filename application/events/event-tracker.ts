import type { AnalyticsEventName } from '../ports/analytics.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import { AnalyticsService } from '../analytics/index.ts';
import { APP_EVENTS, type AppEventEmitter } from './app-events.ts';

/**
 * Where the flows announce what happened (the 13 analytics events): each goes to the public stream
 * (the `track` event) and to analytics, which applies its own feature flag and MODAL_CREATED rule.
 */
export class EventTracker {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly clock: ClockPort,
    private readonly events: AppEventEmitter,
  ) {}

  track(event: AnalyticsEventName, properties?: Readonly<Record<string, unknown>>): void {
    const data = properties === undefined ? { type: 'track' as const, event } : { type: 'track' as const, event, properties };
    this.events.emit('track', { timestamp: this.clock.now(), reportedErrors: {}, data });
    void this.analytics.track(properties === undefined ? { event } : { event, properties });
  }
}
