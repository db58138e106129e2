/**
 * The analytics capability: `AnalyticsService` sends the product events the event tracker hands it.
 * Other layers import from here. Its envelope (`../services/analytics-envelope.ts`) stays shared,
 * since the telemetry reporter wraps its reports in the same one.
 */
export { AnalyticsService } from './analytics.service.ts';
