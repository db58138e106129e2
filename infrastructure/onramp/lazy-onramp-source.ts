import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { OnrampSourcePort } from '../../application/ports/onramp.port.ts';
import type { OnrampSites } from '../../domain/onramp/onramp-sites.ts';

/**
 * The onramp client, its code imported on the first call: a page whose visitors never open "Buy
 * crypto" never downloads the schemas and page checks.
 */
export function createLazyOnrampSource(http: HttpPort, config: RemoteConfig, sites: OnrampSites): OnrampSourcePort {
  let client: Promise<OnrampSourcePort> | undefined;
  const load = (): Promise<OnrampSourcePort> => {
    client ??= import('./onramp-client.ts').then(({ createOnrampClient }) => createOnrampClient(http, config, sites));
    // A chunk that failed to load is asked for again by the next call.
    client.catch(() => (client = undefined));
    return client;
  };
  return {
    options: (request) => load().then((loaded) => loaded.options(request)),
    quote: (request) => load().then((loaded) => loaded.quote(request)),
    widget: (request) => load().then((loaded) => loaded.widget(request)),
  };
}
