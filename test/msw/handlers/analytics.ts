import { http, HttpResponse } from 'msw';
import type { AnalyticsPayload } from '../../../application/ports/analytics.port.ts';
import type { TelemetryPayload } from '../../../application/ports/telemetry.port.ts';
import { withScenarios, type StandInContext } from '../context.ts';

function isPayload(body: unknown): body is AnalyticsPayload | TelemetryPayload {
  if (typeof body !== 'object' || body === null) return false;
  const { eventId, props } = body as Record<string, unknown>;
  return typeof eventId === 'string' && typeof props === 'object' && props !== null;
}

/** POST /e on the analytics host: analytics events and error telemetry alike (spec §7). */
export function analyticsHandlers(context: StandInContext) {
  return [
    http.post(
      `${context.endpoints.analytics}/e`,
      withScenarios(context, 'analytics', async (request) => {
        const url = new URL(request.url);
        if (!url.searchParams.get('projectId')) return HttpResponse.json({ error: 'projectId is required' }, { status: 400 });
        const body: unknown = await request.json().catch(() => undefined);
        if (!isPayload(body)) return HttpResponse.json({ error: 'invalid event' }, { status: 400 });
        context.events.push(body);
        context.onEvent?.(body);
        return new HttpResponse(null, { status: 202 });
      }),
    ),
  ];
}
