/**
 * Base URLs of the remote services (spec §7). Every one is configurable; the defaults are the
 * spec's services. Filled in by the remote-services work (issue 4).
 */
export interface EndpointsConfig {
  readonly [service: string]: string;
}
