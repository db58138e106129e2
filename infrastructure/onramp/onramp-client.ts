import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { OnrampSourcePort } from '../../application/ports/onramp.port.ts';
import { catalogueError, type ErrorCode } from '../../domain/errors/catalogue.ts';
import { checkCoinbaseWidgetUrl, coinbaseWidgetRequest } from '../../domain/onramp/coinbase-widget.ts';
import { meldWidgetUrl } from '../../domain/onramp/meld-widget.ts';
import { onrampAccount } from '../../domain/onramp/onramp-account.ts';
import { onrampProvider, onrampProvidersFor } from '../../domain/onramp/onramp-providers.ts';
import { quoteMismatch } from '../../domain/onramp/onramp-quote.ts';
import { ONRAMP_SITES, type OnrampSites } from '../../domain/onramp/onramp-sites.ts';
import { ApiOnrampOptionsSchema, ApiOnrampQuoteSchema, ApiOnrampUrlSchema } from '../../domain/schemas/api-onramp.ts';
import { createApiCaller, type FailAs } from '../blockchain-api/api-call.ts';

const failAs = (code: ErrorCode): FailAs => (cause) => catalogueError(code, { cause });

const COUNTRY = /^[A-Za-z]{2}$/;
const SUBDIVISION = /^[A-Za-z0-9]{1,3}$/;
/** What `parseOnrampAmount` hands out. */
const AMOUNT = /^\d{1,12}(?:\.\d{1,8})?$/;
/** Currency, method and network ids as the options list them. */
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,64}$/;

/** The argument error for a request field that is not what the options or the amount parser give. */
function invalid(name: string, expected: string): never {
  throw catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}

function region(country: string, subdivision: string | undefined): { country: string; subdivision: string | undefined } {
  if (!COUNTRY.test(country)) invalid('country', 'two letters (ISO 3166-1 alpha-2)');
  if (subdivision !== undefined && !SUBDIVISION.test(subdivision)) invalid('subdivision', 'an ISO 3166-2 subdivision code');
  return { country: country.toUpperCase(), subdivision: subdivision?.toUpperCase() };
}

/**
 * The blockchain API's onramp routes, as the service defines them (reown-com/blockchain-api src/lib.rs:313
 * and :318-323, commit a4b66a9f). AppKit 1.7.6 asks `/v1/onramp/options` and POSTs `/v1/onramp/quote`
 * (BlockchainApiController.ts:571 and :595), routes the service does not have, and falls back to fixed
 * options and a 1:1 quote of its own; walletport asks the service's routes with their own parameters and
 * reports a failure as one.
 *
 * `sites` are the providers' own origins: a Coinbase page the service hands out elsewhere, or that would
 * deliver to another address, is refused before anyone opens it.
 */
export function createOnrampClient(http: HttpPort, config: RemoteConfig, sites: OnrampSites = ONRAMP_SITES): OnrampSourcePort {
  const call = createApiCaller(http, config);

  return {
    async options({ country, subdivision, signal }) {
      const query = region(country, subdivision);
      return call({ path: '/v1/onramp/buy/options', query, signal }, ApiOnrampOptionsSchema, failAs('ONRAMP_OPTIONS_UNAVAILABLE'));
    },

    async quote(request) {
      const { country, subdivision } = region(request.country, request.subdivision);
      if (!AMOUNT.test(request.paymentAmount)) invalid('paymentAmount', 'an amount accepted by parseOnrampAmount');
      for (const name of ['paymentCurrency', 'paymentMethod', 'purchaseCurrency'] as const) {
        if (!IDENTIFIER.test(request[name])) invalid(name, 'an id from the onramp options');
      }
      if (request.purchaseNetwork !== undefined && !IDENTIFIER.test(request.purchaseNetwork)) invalid('purchaseNetwork', 'a network name from the onramp options');
      const query = {
        purchaseCurrency: request.purchaseCurrency,
        purchaseNetwork: request.purchaseNetwork,
        paymentAmount: request.paymentAmount,
        paymentCurrency: request.paymentCurrency,
        paymentMethod: request.paymentMethod,
        country,
        subdivision,
      };
      const quote = await call({ path: '/v1/onramp/buy/quotes', query, signal: request.signal }, ApiOnrampQuoteSchema, failAs('ONRAMP_QUOTE_UNAVAILABLE'));
      const mismatch = quoteMismatch(quote, request);
      if (mismatch) throw catalogueError('ONRAMP_QUOTE_MISMATCH', { cause: new Error(`the onramp quote answered ${mismatch}`) });
      return quote;
    },

    async widget({ provider: name, account: caipAddress, asset, paymentAmount, paymentCurrency }) {
      const provider = onrampProvider(name);
      if (!provider) return invalid('provider', 'coinbase or meld');
      const account = onrampAccount(caipAddress);
      if (!account) throw catalogueError('ONRAMP_ACCOUNT_REQUIRED', { details: 'the account is not an eip155 or solana CAIP-10 address' });
      if (!onrampProvidersFor(account.caipNetworkId).includes(provider)) {
        throw catalogueError('ONRAMP_PROVIDER_NOT_ON_NETWORK', { params: { provider: provider.label } });
      }
      if (provider.name === 'meld') return { provider: 'meld', url: meldWidgetUrl(account, sites.meld) };

      const request = coinbaseWidgetRequest({ account, asset, paymentAmount, paymentCurrency });
      if (!request) return invalid('asset', 'a currency symbol from the onramp options');
      // GeneratorQueryParams reads only the projectId (src/handlers/generators/mod.rs:7-9), from the query of a POST.
      const answer = await call(
        { method: 'POST', path: '/v1/generators/onrampurl', query: { projectId: config.projectId }, body: request.body, retry: true, sdkQuery: false },
        ApiOnrampUrlSchema,
        failAs('ONRAMP_WIDGET_UNAVAILABLE'),
      );
      const checked = checkCoinbaseWidgetUrl(answer.url, request.body, sites.coinbase);
      if (!checked.ok) throw catalogueError('ONRAMP_WIDGET_REFUSED', { cause: new Error(`the onramp URL is ${checked.reason}`) });
      return { provider: 'coinbase', url: checked.url, coinbase: request.destination };
    },
  };
}
