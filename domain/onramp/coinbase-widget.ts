import type { OnrampAccount } from './onramp-account.ts';
import { coinbasePayDestination, type CoinbasePayChain, type CoinbasePayDestination } from './onramp-providers.ts';
import { isOnProviderSite } from './onramp-sites.ts';

/*
 * Coinbase's purchase page is built by the blockchain API (POST /v1/generators/onrampurl,
 * reown-com/blockchain-api src/handlers/generators/onrampurl.rs, commit a4b66a9f): walletport sends the
 * request below and checks the URL that comes back against it before the visitor's window goes there.
 */

/** One wallet Coinbase may deliver to (onrampurl.rs:52-61; these field names have no camelCase renaming). */
export interface CoinbaseDestinationWallet {
  readonly address: string;
  readonly blockchains: readonly CoinbasePayChain[];
  readonly assets?: readonly string[];
}

/** The body of POST /v1/generators/onrampurl (onrampurl.rs:20-34, camelCase). */
export interface CoinbaseWidgetBody {
  readonly destinationWallets: readonly CoinbaseDestinationWallet[];
  /**
   * The visitor's address, as AppKit sends it (w3m-onramp-providers-view/index.ts:134): the service
   * reads Coinbase's purchase history by this id (src/providers/coinbase.rs:106), which the activity's
   * `onramp=coinbase` list shows.
   */
  readonly partnerUserId: string;
  readonly defaultNetwork: CoinbasePayChain;
  readonly defaultExperience: 'buy';
  /** Whole units only: the service reads an unsigned integer (onrampurl.rs:31) and refuses the whole body otherwise. */
  readonly presetFiatAmount?: number;
}

export interface CoinbaseWidgetAsk {
  readonly account: OnrampAccount;
  /** The symbol of the coin or token to buy (AppKit: the chosen purchase currency's, providers view :124-127). */
  readonly asset?: string | undefined;
  /** The amount to pay, checked by `parseOnrampAmount`, and its currency. */
  readonly paymentAmount?: string | undefined;
  readonly paymentCurrency?: string | undefined;
}

export interface CoinbaseWidgetRequest {
  readonly body: CoinbaseWidgetBody;
  readonly destination: CoinbasePayDestination;
}

const ASSET_SYMBOL = /^[A-Za-z0-9]{1,16}$/;

/**
 * What to ask the service for: Coinbase's page delivering to the account's address on its network's
 * Coinbase chain (Ethereum where Coinbase has none; `destination.isFallback` says so), preset to the
 * asset. Only that one chain is offered, where AppKit offers all eight (ConstantsUtil.ts:64-73): the
 * purchase arrives where the view said it would. The amount is preset only when it is whole US dollars:
 * the service passes no currency with it (onrampurl.rs:157-159), so a figure in euros could be read as
 * dollars. Undefined for a non-EVM account or an asset that is not a plain symbol.
 */
export function coinbaseWidgetRequest(ask: CoinbaseWidgetAsk): CoinbaseWidgetRequest | undefined {
  if (ask.account.namespace !== 'eip155') return undefined;
  if (ask.asset !== undefined && !ASSET_SYMBOL.test(ask.asset)) return undefined;
  const destination = coinbasePayDestination(ask.account.caipNetworkId);
  const wallet: CoinbaseDestinationWallet = {
    address: ask.account.address,
    blockchains: [destination.chain],
    ...(ask.asset !== undefined ? { assets: [ask.asset] } : {}),
  };
  const wholeDollars = ask.paymentCurrency?.toUpperCase() === 'USD' && /^[1-9]\d{0,8}$/.test(ask.paymentAmount ?? '');
  const body: CoinbaseWidgetBody = {
    destinationWallets: [wallet],
    partnerUserId: ask.account.address,
    defaultNetwork: destination.chain,
    defaultExperience: 'buy',
    ...(wholeDollars ? { presetFiatAmount: Number(ask.paymentAmount) } : {}),
  };
  return { body, destination };
}

/** Coinbase's purchase page (onrampurl.rs:70). */
export const COINBASE_WIDGET_PATH = '/buy/select-asset';

/** The parameters the service writes (onrampurl.rs:139-170); `appId` is the service's own, the rest echo the request. */
const SERVICE_ONLY = 'appId';

export type WidgetUrlCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };

/**
 * The URL the service answered, if it is exactly the page asked for: on Coinbase's site (`site`), its
 * purchase path, no fragment, and in its query only the service's `appId` and what was sent, each once:
 * the same wallets (so the same address and chain), partner id, network, experience and preset
 * amount. Anything else is refused with the reason: a page elsewhere, another address to deliver to,
 * or an extra parameter (a redirect after payment, a preset crypto amount) could each take the visitor's
 * money somewhere they did not choose.
 */
export function checkCoinbaseWidgetUrl(answer: unknown, body: CoinbaseWidgetBody, site: string): WidgetUrlCheck {
  if (typeof answer !== 'string' || answer.length > 4_000) return refused('not a URL');
  let url: URL;
  try {
    url = new URL(answer);
  } catch {
    return refused('not a URL');
  }
  if (!isOnProviderSite(url, site)) return refused(`not on ${site}`);
  if (url.pathname !== COINBASE_WIDGET_PATH || url.hash !== '') return refused('another page of the site');
  const expected = expectedQuery(body);
  const names = [...url.searchParams.keys()];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return refused(`${repeated} given twice`);
  const unknown = names.find((name) => name !== SERVICE_ONLY && !Object.hasOwn(expected, name));
  if (unknown !== undefined) return refused(`unexpected parameter ${unknown}`);
  if (!url.searchParams.get(SERVICE_ONLY)) return refused(`no ${SERVICE_ONLY}`);
  for (const [name, value] of Object.entries(expected)) {
    const given = url.searchParams.get(name);
    if (name === 'destinationWallets' ? !sameJson(given, body.destinationWallets) : given !== value) return refused(`another ${name}`);
  }
  return { ok: true, url: url.href };
}

function expectedQuery(body: CoinbaseWidgetBody): Readonly<Record<string, string>> {
  return {
    destinationWallets: JSON.stringify(body.destinationWallets),
    partnerUserId: body.partnerUserId,
    defaultNetwork: body.defaultNetwork,
    ...(body.presetFiatAmount !== undefined ? { presetFiatAmount: String(body.presetFiatAmount) } : {}),
    defaultExperience: body.defaultExperience,
  };
}

/** Whether `text` is JSON for the same value as `value` (key order aside; the service re-serializes). */
function sameJson(text: string | null, value: unknown): boolean {
  if (text === null) return false;
  try {
    return canonical(JSON.parse(text)) === canonical(value);
  } catch {
    return false;
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function refused(reason: string): WidgetUrlCheck {
  return { ok: false, reason };
}
