import type { RemoteConfig } from '../../application/endpoints.ts';
import { HttpError, type HttpPort } from '../../application/ports/http.port.ts';
import type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';
import { ApiAllowedOriginsSchema, ApiAnalyticsConfigSchema } from '../../domain/schemas/api-directory.ts';
import { safeParse } from '../../domain/schemas/safe-parse.ts';
import { sdkQuery } from '../directory/sdk-query.ts';

/** The project's configuration on the kit's API host (AppKit ApiController: origins, analytics config). */
export function createProjectConfigClient(http: HttpPort, config: RemoteConfig): ProjectConfigPort {
  const base = config.endpoints.api;
  return {
    // Any failure (network, status, shape) reads as "unknown", not as "denied".
    async fetchAllowedOrigins() {
      try {
        const body = await http.json({ url: `${base}/projects/v1/origins`, query: sdkQuery(config) });
        const parsed = ApiAllowedOriginsSchema.safeParse(body);
        return parsed.success ? parsed.data.allowedOrigins : undefined;
      } catch {
        return undefined;
      }
    },
    async fetchAnalyticsEnabled() {
      const url = `${base}/getAnalyticsConfig`;
      // A redirect is a captive portal or a moved service, not the project's answer.
      const body = await http.json({ url, query: sdkQuery(config), redirect: 'error' });
      const parsed = safeParse(ApiAnalyticsConfigSchema, body);
      if (!parsed.success) throw new HttpError({ kind: 'invalid-body', url, details: parsed.issue ?? 'not an analytics config' });
      return parsed.data.isAnalyticsEnabled;
    },
  };
}
