/**
 * Remote-service ports an integrator may replace (HTTP, analytics, telemetry, blockchain API,
 * wallet directory, project config). Extended by the remote-services work (issue 4).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RemotePortOverrides {}
