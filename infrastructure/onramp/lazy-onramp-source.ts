import { loadOnce } from '../../application/async/load-once.ts';
import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { OnrampSourcePort } from '../../application/ports/onramp.port.ts';
import type { OnrampSites } from '../../domain/onramp/onramp-sites.ts';

/**
 * The onramp client, its code imported on the first call: a page whose visitors never open "Buy
 * crypto" never downloads the schemas and page checks.
 */
export function createLazyOnrampSource(http: HttpPort, config: RemoteConfig, sites: OnrampSites): OnrampSourcePort {
  const load = loadOnce(() => import('./onramp-client.ts').then(({ createOnrampClient }) => createOnrampClient(http, config, sites)));
  return {
    options: (request) => load().then((loaded) => loaded.options(request)),
    quote: (request) => load().then((loaded) => loaded.quote(request)),
    widget: (request) => load().then((loaded) => loaded.widget(request)),
  };
}
