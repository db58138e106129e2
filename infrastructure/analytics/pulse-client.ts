import type { RemoteConfig } from '../../application/endpoints.ts';
import type { AnalyticsPort } from '../../application/ports/analytics.port.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { TelemetryPort } from '../../application/ports/telemetry.port.ts';
import { sdkQuery } from '../directory/sdk-query.ts';

/**
 * The kit posts its JSON as a plain string, which browsers label text/plain: a CORS "simple"
 * request. Declared as application/json, every event would first cost a preflight OPTIONS that the
 * pulse host was never asked to answer.
 */
const SIMPLE_REQUEST_TYPE = { 'content-type': 'text/plain;charset=UTF-8' } as const;

/**
 * POST /e on the analytics host with projectId, st and sv; analytics and error telemetry
 * share it. Sent once: an event is not idempotent, and a 403 must reach the caller at once (the kit
 * raises its alert on the first one). The answer is never read.
 */
export function createPulseClient(http: HttpPort, config: RemoteConfig): AnalyticsPort & TelemetryPort {
  return {
    async send(payload) {
      await http.blob({
        method: 'POST',
        url: `${config.endpoints.analytics}/e`,
        query: sdkQuery(config),
        body: payload,
        headers: SIMPLE_REQUEST_TYPE,
        retry: false,
        // Whatever a redirect points at is not the pulse host: the event is dropped, not carried there.
        redirect: 'error',
        // An event sent right before a navigation (disconnect, then reload) must still arrive.
        keepalive: true,
      });
    },
  };
}
