import { ONRAMP_FALLBACK_OPTIONS, onrampLimitFor, type OnrampOptions } from '../../domain/onramp/onramp-options.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { OnrampSourcePort } from '../ports/onramp.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { OnrampState } from './onramp.store.ts';

type LoadedOptions = Pick<OnrampState, 'options' | 'fallbackOptions' | 'quotesOffered' | 'paymentCurrency' | 'paymentMethod' | 'purchaseCurrency'>;

/**
 * The options for the site's country, as AppKit has them: asked of the service only where it serves
 * the network (its supported chains), and AppKit's fallback options where it does not or when the call
 * fails. Quotes are asked only where the service serves the network. The form starts on US dollars
 * (else the first currency), its first payment method, and the network's own coin when it is sold.
 */
export async function loadOnrampOptions(deps: { readonly runtime: AppRuntime; readonly source: OnrampSourcePort; readonly api: BlockchainApiPort }, network: string, signal: AbortSignal): Promise<LoadedOptions> {
  const served = await (deps.api.servesNetwork?.(network) ?? Promise.resolve(true)).catch(() => false);
  let options: OnrampOptions = ONRAMP_FALLBACK_OPTIONS;
  let fallbackOptions = true;
  if (served) {
    const { country, subdivision } = deps.runtime.config.onramp;
    try {
      options = await deps.source.options({ country, subdivision, signal });
      fallbackOptions = false;
    } catch (error) {
      // AppKit offers its fallback options when the service fails; the failure still reaches the reporter.
      deps.runtime.reporter.report(error, 'onramp options failed');
    }
  }
  if (options.paymentCurrencies.length === 0 || options.purchaseCurrencies.length === 0) {
    options = ONRAMP_FALLBACK_OPTIONS;
    fallbackOptions = true;
  }
  const currency = options.paymentCurrencies.find((entry) => entry.id.toUpperCase() === 'USD') ?? options.paymentCurrencies[0];
  const method = currency?.limits.find((limit) => onrampLimitFor(options, currency.id, limit.id) !== undefined);
  const nativeSymbol = deps.runtime.state.network.getSnapshot().caipNetwork?.nativeCurrency.symbol.toUpperCase();
  const purchase = options.purchaseCurrencies.find((entry) => entry.symbol.toUpperCase() === nativeSymbol) ?? options.purchaseCurrencies[0];
  return {
    options,
    fallbackOptions,
    quotesOffered: served,
    paymentCurrency: currency?.id ?? '',
    paymentMethod: method?.id ?? '',
    purchaseCurrency: purchase?.symbol ?? '',
  };
}

/**
 * The provider's name of the visitor's network for a purchase currency, when the options list it (an
 * EVM network by its decimal chain id); undefined lets the provider use its default.
 */
export function purchaseNetworkName(options: OnrampOptions, symbol: string, network: string | undefined): string | undefined {
  const reference = network?.startsWith('eip155:') ? network.slice('eip155:'.length) : undefined;
  if (reference === undefined) return undefined;
  return options.purchaseCurrencies.find((entry) => entry.symbol === symbol)?.networks.find((entry) => entry.chainId === reference)?.name;
}
