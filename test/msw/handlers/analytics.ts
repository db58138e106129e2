import { http, HttpResponse } from 'msw';
import type { AnalyticsPayload } from '../../../application/ports/analytics.port.ts';
import type { TelemetryPayload } from '../../../application/ports/telemetry.port.ts';
import { checkQuery, checkShape, routeUrl, type RouteContract } from '../../contracts/contract-table.ts';
import { PULSE_ROUTES } from '../../contracts/pulse-contract.ts';
import { withScenarios, type StandInContext } from '../context.ts';

/** Which of the two /e bodies a payload claims to be: error telemetry or an analytics event. */
function routeOf(body: unknown): RouteContract {
  const props = typeof body === 'object' && body !== null ? (body as { props?: unknown }).props : undefined;
  const type = typeof props === 'object' && props !== null ? (props as { type?: unknown }).type : undefined;
  return type === 'error' ? PULSE_ROUTES.errorEvent : PULSE_ROUTES.analyticsEvent;
}

/**
 * POST /e on the analytics host, from the pulse contract table: a request that departs from what
 * the kit sends (query, content type, body) gets a 400 listing how, so a test sees the drift.
 */
export function analyticsHandlers(context: StandInContext) {
  return [
    http.post(
      routeUrl(context.endpoints.analytics, PULSE_ROUTES.analyticsEvent),
      withScenarios(context, 'analytics', async (request) => {
        const text = await request.text();
        let body: unknown;
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          return HttpResponse.json({ error: 'invalid event', problems: ['body: not JSON'] }, { status: 400 });
        }
        const route = routeOf(body);
        const contentType = request.headers.get('content-type')?.replace(/\s/g, '').toLowerCase();
        const problems = [
          ...checkQuery(route, new URL(request.url).searchParams),
          ...(contentType === route.contentType.toLowerCase() ? [] : [`content-type ${contentType ?? 'none'}, the kit sends ${route.contentType}`]),
          ...(route.body ? checkShape(route.body, body) : []),
        ];
        if (problems.length > 0) return HttpResponse.json({ error: 'invalid event', problems }, { status: 400 });
        const payload = body as AnalyticsPayload | TelemetryPayload;
        context.events.push(payload);
        context.onEvent?.(payload);
        return new HttpResponse(null, { status: 202 });
      }),
    ),
  ];
}
