import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import type { OnrampQuoteRequest, OnrampSourcePort, OnrampWidgetRequest } from '../../application/ports/onramp.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { coinbasePayDestination } from '../../domain/onramp/onramp-providers.ts';
import { onrampAccount } from '../../domain/onramp/onramp-account.ts';
import { ApiOnrampQuoteSchema } from '../../domain/schemas/api-onramp.ts';
import { STAND_IN_ONRAMP_OPTIONS, standInOnrampQuote } from '../msw/handlers/onramp-api.ts';

export interface ScriptedOnramp {
  readonly port: OnrampSourcePort;
  readonly quotes: OnrampQuoteRequest[];
  readonly widgets: OnrampWidgetRequest[];
  /** What the next calls do: answer, or fail with that catalogue code. */
  readonly script: { optionsFail: boolean; quoteFail: boolean; widgetFail: boolean };
}

/** The onramp service as the stand-in prices it, with every request recorded and each call able to fail. */
export function scriptedOnramp(site = 'https://pay.coinbase.com'): ScriptedOnramp {
  const quotes: OnrampQuoteRequest[] = [];
  const widgets: OnrampWidgetRequest[] = [];
  const script = { optionsFail: false, quoteFail: false, widgetFail: false };
  const port: OnrampSourcePort = {
    options: async () => {
      if (script.optionsFail) throw catalogueError('ONRAMP_OPTIONS_UNAVAILABLE');
      return STAND_IN_ONRAMP_OPTIONS;
    },
    quote: async (request) => {
      quotes.push(request);
      const quote = standInOnrampQuote(request);
      if (script.quoteFail || !quote.ok) throw catalogueError('ONRAMP_QUOTE_UNAVAILABLE');
      return ApiOnrampQuoteSchema.parse(quote.answer);
    },
    widget: async (request) => {
      widgets.push(request);
      if (script.widgetFail) throw catalogueError('ONRAMP_WIDGET_UNAVAILABLE');
      const account = onrampAccount(request.account);
      if (!account) throw catalogueError('ONRAMP_ACCOUNT_REQUIRED');
      const url = `${site}/buy/select-asset?address=${account.address}`;
      return request.provider === 'coinbase' ? { provider: 'coinbase', url, coinbase: coinbasePayDestination(account.caipNetworkId) } : { provider: 'meld', url };
    },
  };
  return { port, quotes, widgets, script };
}

/** A blockchain API that serves (or not) every network and answers nothing else: the onramp tests read balances from the adapter. */
export function servingBlockchainApi(serves: boolean): BlockchainApiPort {
  const none = () => Promise.reject(catalogueError('TOKEN_BALANCE_UNAVAILABLE'));
  return {
    fetchTransactions: none,
    getBalance: none,
    lookupName: none,
    reverseLookup: none,
    fetchIdentity: none,
    getNameSuggestions: none,
    registerName: none,
    servesNetwork: async () => serves,
  };
}
