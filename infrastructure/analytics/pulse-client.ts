import type { RemoteConfig } from '../../application/endpoints.ts';
import type { AnalyticsPort } from '../../application/ports/analytics.port.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { TelemetryPort } from '../../application/ports/telemetry.port.ts';

/** POST /e on the analytics host with projectId, st and sv (spec §7); analytics and error telemetry share it. */
export function createPulseClient(http: HttpPort, config: RemoteConfig): AnalyticsPort & TelemetryPort {
  return {
    async send(payload) {
      await http.json({
        method: 'POST',
        url: `${config.endpoints.analytics}/e`,
        query: { projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion },
        body: payload,
        // An event sent right before a navigation (disconnect, then reload) must still arrive.
        keepalive: true,
      });
    },
  };
}
