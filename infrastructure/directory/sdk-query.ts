import type { RemoteConfig } from '../../application/endpoints.ts';

/**
 * projectId, st and sv, the query every request to the kit's services carries. An empty value is
 * left out rather than sent as `projectId=`, as the kit's FetchUtil does.
 */
export function sdkQuery(config: RemoteConfig): Readonly<Record<string, string | undefined>> {
  const orAbsent = (value: string): string | undefined => (value === '' ? undefined : value);
  return { projectId: orAbsent(config.projectId), st: orAbsent(config.sdkType), sv: orAbsent(config.sdkVersion) };
}
