import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';
import { ApiAllowedOriginsSchema } from '../../domain/schemas/api-directory.ts';

/** The project's allowed origins; any failure (network, status, shape) reads as "unknown", not as "denied". */
export function createProjectConfigClient(http: HttpPort, config: RemoteConfig): ProjectConfigPort {
  return {
    async fetchAllowedOrigins() {
      try {
        const body = await http.json({
          url: `${config.endpoints.api}/projects/v1/origins`,
          query: { projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion },
        });
        const parsed = ApiAllowedOriginsSchema.safeParse(body);
        return parsed.success ? parsed.data.allowedOrigins : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
