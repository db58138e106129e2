import { loadOnce } from '../../application/async/load-once.ts';
import type { RemoteConfig } from '../../application/endpoints.ts';
import { payParts } from '../../application/pay/pay-parts.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { PayExchangesPort } from '../../application/ports/pay.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';

/**
 * The exchange client, its code imported on the first call through the parts `walletport/pay`
 * installs: a page that never asks for a payment never downloads its schemas and pay URL checks, and
 * a site that never imports that entry does not carry them (a call then refuses: PAY_NOT_ENABLED).
 */
export function createLazyPayExchanges(http: HttpPort, config: RemoteConfig): PayExchangesPort {
  const load = loadOnce(async () => {
    const parts = payParts();
    if (!parts) throw catalogueError('PAY_NOT_ENABLED');
    const { createPayExchangesClient } = await parts.exchanges();
    return createPayExchangesClient(http, config);
  });
  return {
    listExchanges: (request) => load().then((loaded) => loaded.listExchanges(request)),
    getPayUrl: (request) => load().then((loaded) => loaded.getPayUrl(request)),
    getBuyStatus: (request) => load().then((loaded) => loaded.getBuyStatus(request)),
  };
}
