import { HttpResponse } from 'msw';

type Answer = (request: Request) => Response | Promise<Response>;

/** Coinbase Pay's site, where the service builds its pages (reown-com/blockchain-api src/handlers/generators/onrampurl.rs:69-70). */
export const COINBASE_PAY_SITE = 'https://pay.coinbase.com';
export const COINBASE_PAY_PATH = '/buy/select-asset';
/** The app id the service writes into every page (its configuration's; onrampurl.rs:98-117). */
export const STAND_IN_COINBASE_APP_ID = 'stand-in-coinbase-app';

/** Each payment currency's limits, with Coinbase's method ids (the service passes them through, options.rs:42). */
const LIMITS = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
];

/** What the stand-in sells, in the service's shape (options.rs:28-65). */
export const STAND_IN_ONRAMP_OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', limits: LIMITS },
    { id: 'EUR', limits: LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', displayName: 'Ethereum', contractAddress: '', chainId: '1' },
        { name: 'base', displayName: 'Base', contractAddress: '', chainId: '8453' },
      ],
    },
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum', displayName: 'Ethereum', contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', chainId: '1' },
        { name: 'base', displayName: 'Base', contractAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', chainId: '8453' },
      ],
    },
  ],
} as const;

/** Prices in cents of the payment currency, and the decimals each coin is delivered in. */
const MARKET: Readonly<Record<string, { readonly decimals: number; readonly cents: Readonly<Record<string, bigint>> }>> = {
  ETH: { decimals: 18, cents: { USD: 250_000n, EUR: 230_000n } },
  USDC: { decimals: 6, cents: { USD: 100n, EUR: 92n } },
};
/** Coinbase's fee, 1.5% (the provider list says 1-2%), in tenths of a percent; and a flat network fee in cents. */
const FEE_PER_MILLE = 15n;
const NETWORK_FEE_CENTS = 50n;

const CENTS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

const decimalOf = (units: bigint, decimals: number): string => {
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
};

const centsOf = (text: string): bigint | undefined => {
  const match = CENTS.exec(text);
  return match ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined;
};

export interface StandInPurchase {
  readonly paymentAmount: string;
  readonly paymentCurrency: string;
  readonly paymentMethod: string;
  readonly purchaseCurrency: string;
}

/**
 * The stand-in's price for a purchase, in the service's shape (quotes.rs:41-61), with what arrives in
 * the coin's smallest unit; a reason instead when Coinbase would refuse it (unknown currency or
 * method, an amount outside the method's limits). The provider page delivers exactly `units`.
 */
export function standInOnrampQuote(purchase: StandInPurchase):
  | { readonly ok: true; readonly units: bigint; readonly decimals: number; readonly answer: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string } {
  const paymentCurrency = purchase.paymentCurrency.toUpperCase();
  const symbol = purchase.purchaseCurrency.toUpperCase();
  const coin = MARKET[symbol];
  const price = coin?.cents[paymentCurrency];
  if (!coin || price === undefined) return { ok: false, reason: `cannot buy ${symbol} with ${paymentCurrency}` };
  const limit = STAND_IN_ONRAMP_OPTIONS.paymentCurrencies.find((entry) => entry.id === paymentCurrency)?.limits
    .find((entry) => entry.id === purchase.paymentMethod.toUpperCase());
  const total = centsOf(purchase.paymentAmount);
  if (!limit || total === undefined) return { ok: false, reason: 'unknown payment method or amount' };
  if (total < (centsOf(limit.min) ?? 0n) || total > (centsOf(limit.max) ?? 0n)) return { ok: false, reason: 'amount outside the limits' };
  const fee = (total * FEE_PER_MILLE + 500n) / 1000n;
  const subtotal = total - fee - NETWORK_FEE_CENTS;
  const units = (subtotal * 10n ** BigInt(coin.decimals)) / price;
  const figure = (cents: bigint) => ({ value: decimalOf(cents, 2), currency: paymentCurrency });
  return {
    ok: true,
    units,
    decimals: coin.decimals,
    answer: {
      paymentTotal: figure(total),
      paymentSubTotal: figure(subtotal),
      purchaseAmount: { value: decimalOf(units, coin.decimals), currency: symbol },
      coinbaseFee: figure(fee),
      networkFee: figure(NETWORK_FEE_CENTS),
      quoteId: `stand-in-quote-${symbol}-${paymentCurrency}-${total}`,
    },
  };
}

/** The service's answer when Coinbase refuses or fails: 503 with its error body (src/error.rs:658-664). */
const providerFailed = (): Response =>
  HttpResponse.json({ status: 'FAILED', reasons: [{ field: '', description: 'OnRamp provider is temporarily unavailable' }] }, { status: 503 });

/** The handler's answer to a body serde cannot read: 400 and this text, its `{}` unformatted (onrampurl.rs:110-114). */
const unreadableBody = (): Response => new HttpResponse('Error deserializing request body: {}', { status: 400 });

type Json = Record<string, unknown>;

const optional = (value: unknown, fits: (value: unknown) => boolean): boolean => value === undefined || value === null || fits(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): boolean => Array.isArray(value) && value.every(isString);
const isUnsigned = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

/** A destination wallet as serde reads it (onrampurl.rs:52-61) and writes it back: `None` fields left out. */
function destinationWallet(value: unknown): Json | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const wallet = value as Json;
  if (!isString(wallet['address'])) return undefined;
  const lists = ['blockchains', 'assets', 'supported_networks'];
  if (!lists.every((name) => optional(wallet[name], isStringList))) return undefined;
  return Object.fromEntries([['address', wallet['address']], ...lists.filter((name) => wallet[name] != null).map((name) => [name, wallet[name]])]);
}

/**
 * The onramp routes of the blockchain API (`/v1/onramp/buy/*`, `/v1/generators/onrampurl`) in the
 * service's shapes (test/contracts/blockchain-api.contract.ts). Coinbase's pages are built on `site`:
 * Coinbase Pay's own, or the local provider page standing in for it.
 */
export function onrampAnswers(site: string = COINBASE_PAY_SITE) {
  return {
    onrampOptions: (request) => {
      const country = new URL(request.url).searchParams.get('country') ?? '';
      // Coinbase refuses a country it does not know, which the service reports as the provider's failure.
      return /^[A-Za-z]{2}$/.test(country) ? HttpResponse.json(STAND_IN_ONRAMP_OPTIONS) : providerFailed();
    },
    onrampQuote: (request) => {
      const query = new URL(request.url).searchParams;
      const read = (name: string) => query.get(name) ?? '';
      const network = query.get('purchaseNetwork');
      const asset = STAND_IN_ONRAMP_OPTIONS.purchaseCurrencies.find((entry) => entry.symbol === read('purchaseCurrency').toUpperCase());
      if (network !== null && !asset?.networks.some((entry) => entry.name === network)) return providerFailed();
      const quote = standInOnrampQuote({
        paymentAmount: read('paymentAmount'), paymentCurrency: read('paymentCurrency'), paymentMethod: read('paymentMethod'), purchaseCurrency: read('purchaseCurrency'),
      });
      return quote.ok ? HttpResponse.json(quote.answer) : providerFailed();
    },
    onrampUrl: async (request) => {
      const body = (await request.json().catch(() => undefined)) as Json | undefined;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return unreadableBody();
      const wallets = Array.isArray(body['destinationWallets']) ? body['destinationWallets'].map(destinationWallet) : undefined;
      const fits = wallets !== undefined && wallets.every((wallet) => wallet !== undefined) && isString(body['partnerUserId'])
        && optional(body['defaultNetwork'], isString) && optional(body['presetCryptoAmount'], isUnsigned) && optional(body['presetFiatAmount'], isUnsigned)
        && optional(body['defaultExperience'], (value) => value === 'buy' || value === 'send') && optional(body['handlingRequestedUrls'], (value) => typeof value === 'boolean');
      if (!fits) return unreadableBody();
      // generate_on_ramp_url (onrampurl.rs:130-173): the required parameters, then each optional one given, in this order.
      const url = new URL(COINBASE_PAY_PATH, site);
      url.searchParams.append('appId', STAND_IN_COINBASE_APP_ID);
      url.searchParams.append('destinationWallets', JSON.stringify(wallets));
      url.searchParams.append('partnerUserId', String(body['partnerUserId']));
      for (const name of ['defaultNetwork', 'presetCryptoAmount', 'presetFiatAmount', 'defaultExperience', 'handlingRequestedUrls']) {
        if (body[name] !== undefined && body[name] !== null) url.searchParams.append(name, String(body[name]));
      }
      return HttpResponse.json({ url: url.href });
    },
  } satisfies Record<string, Answer>;
}
