import { loadOnce } from '../../application/async/load-once.ts';
import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { PayExchangesPort } from '../../application/ports/pay.port.ts';

/**
 * The exchange client, its code imported on the first call: a page that never asks for a payment
 * never downloads its schemas and pay URL checks.
 */
export function createLazyPayExchanges(http: HttpPort, config: RemoteConfig): PayExchangesPort {
  const load = loadOnce(() => import('./pay-client.ts').then(({ createPayExchangesClient }) => createPayExchangesClient(http, config)));
  return {
    listExchanges: (request) => load().then((loaded) => loaded.listExchanges(request)),
    getPayUrl: (request) => load().then((loaded) => loaded.getPayUrl(request)),
    getBuyStatus: (request) => load().then((loaded) => loaded.getBuyStatus(request)),
  };
}
