/*
 * What can be bought and paid with, in the blockchain API's own shape (reown-com/blockchain-api
 * src/handlers/onramp/options.rs:28-65, commit a4b66a9f): payment currencies with a min and max per
 * payment method, and purchase currencies with the networks they arrive on. Amounts stay decimal
 * strings as the service sends them; `readDecimal` reads them exactly where a comparison needs it.
 */

/** The smallest and largest payment with one method (options.rs:42: `id`, `min`, `max`). */
export interface OnrampPaymentLimit {
  /** The payment method, as the service names it (`card`, `ach_bank_account`, …). */
  readonly id: string;
  /** The smallest payment, as decimal text. */
  readonly min: string;
  /** The largest payment, as decimal text. */
  readonly max: string;
}

/** A currency the visitor pays in (options.rs:36), e.g. `USD`. */
export interface OnrampPaymentCurrency {
  /** The currency's code (`USD`). */
  readonly id: string;
  /** Its limits, per payment method. */
  readonly limits: readonly OnrampPaymentLimit[];
}

/** A network a purchase can arrive on (options.rs:57). */
export interface OnrampPurchaseNetwork {
  /** The provider's name for it, what a quote's `purchaseNetwork` takes. */
  readonly name: string;
  /** Its name as shown (`Ethereum`). */
  readonly displayName: string;
  /** The bought token's contract on the network, as the service gives it. */
  readonly contractAddress: string;
  /** The chain id as the provider writes it: the decimal eip155 reference for EVM networks. */
  readonly chainId: string;
}

/** A coin or token the visitor can buy (options.rs:49). */
export interface OnrampPurchaseCurrency {
  /** The service's id of it. */
  readonly id: string;
  /** Its name (`USD Coin`). */
  readonly name: string;
  /** Its ticker (`USDC`). */
  readonly symbol: string;
  /** The networks it can arrive on. */
  readonly networks: readonly OnrampPurchaseNetwork[];
}

/** What can be bought, and paid with, where the visitor is (options.rs:28-65). */
export interface OnrampOptions {
  /** The currencies the visitor may pay in, with their limits. */
  readonly paymentCurrencies: readonly OnrampPaymentCurrency[];
  /** The coins and tokens the visitor may buy. */
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[];
}

/**
 * The payment limits when the options cannot be had: card 10 to 7,500, bank account 10 to 25,000, in
 * USD and EUR (reown-com/appkit tag @reown/appkit-controllers@1.7.6,
 * packages/controllers/src/controllers/BlockchainApiController.ts:84-115, and
 * OnRampController.ts:60-74 for USD alone).
 */
const FALLBACK_LIMITS: readonly OnrampPaymentLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

/**
 * The options when the service gives none: USD and EUR with the fallback limits, and USDC on Ethereum
 * and Polygon (OnRampController.ts:40-58). AppKit's fallback also lists ETH
 * (BlockchainApiController.ts:64-82), but with USDC's id and USDC's contract on both networks: an
 * entry that would buy the wrong thing is left out.
 */
export const ONRAMP_FALLBACK_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', limits: FALLBACK_LIMITS },
    { id: 'EUR', limits: FALLBACK_LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum-mainnet', displayName: 'Ethereum', chainId: '1', contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { name: 'polygon-mainnet', displayName: 'Polygon', chainId: '137', contractAddress: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174' },
      ],
    },
  ],
};

/** An exact non-negative decimal: `units` of 10^-`scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Digits, optionally a point and more digits; no sign, exponent or grouping. Long enough for any price. */
const DECIMAL = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

/** A decimal string as the service writes amounts ("10.00", "0.0391"), exactly; undefined for anything else. */
export function readDecimal(text: unknown): ExactDecimal | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1] ?? ''}${fraction}`), scale: fraction.length };
}

/** -1, 0 or 1 as `left` is below, equal to or above `right`, exactly. */
export function compareDecimals(left: ExactDecimal, right: ExactDecimal): -1 | 0 | 1 {
  const scale = Math.max(left.scale, right.scale);
  const a = left.units * 10n ** BigInt(scale - left.scale);
  const b = right.units * 10n ** BigInt(scale - right.scale);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A payment limit read exactly; undefined when the service's min or max is not a plain decimal, or min exceeds max. */
export interface ReadLimit {
  readonly min: ExactDecimal;
  readonly max: ExactDecimal;
  /** As the service wrote them, for the "at least {min}" texts. */
  readonly minText: string;
  readonly maxText: string;
}

/**
 * The limit of paying in `currency` with `method`, both compared without regard to case (the service
 * passes the provider's ids through; AppKit's fallback writes methods in lower case). Undefined when the
 * options do not offer that method in that currency, or offer it with limits that cannot be read.
 */
export function onrampLimitFor(options: OnrampOptions, currency: string, method: string): ReadLimit | undefined {
  const same = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();
  const limit = options.paymentCurrencies.find((entry) => same(entry.id, currency))?.limits.find((entry) => same(entry.id, method));
  const min = readDecimal(limit?.min);
  const max = readDecimal(limit?.max);
  if (!limit || !min || !max || compareDecimals(min, max) > 0) return undefined;
  return { min, max, minText: limit.min, maxText: limit.max };
}
