import { isSolanaAddress } from '../address/solana-address.ts';
import { EVM_NAMESPACE } from '../chain-families/namespaces.ts';
import type { PayErrorCode } from '../errors/pay-errors.ts';
import { parsePayAmount } from './pay-amount.ts';
import { caip19AssetOf, NATIVE_ASSET, namedAssetLike, type PaymentAsset } from './payment-asset.ts';


/** Paying from the connected wallet is an EVM transfer (native or ERC-20); an exchange may pay on other networks. */
export const WALLET_PAYMENT_NAMESPACE = EVM_NAMESPACE;
/**
 * A payment a site asked for (AppKit's PaymentOptions, options.ts:15-28), checked: every field read
 * once, the amount counted in the asset's smallest unit.
 */
export interface PaymentRequest {
  /** What is paid in. */
  readonly paymentAsset: PaymentAsset;
  /** The account paid, in the asset's family (a 0x address on eip155, base58 on Solana). */
  readonly recipient: string;
  /** As the site gave it, for `getPayResult` and events. */
  readonly amount: number | string;
  /** In the asset's smallest unit. */
  readonly units: bigint;
  /** Plain decimal text in whole units, as the exchange calls send it. */
  readonly amountText: string;
  /** CAIP-19 asset type the exchange calls name the asset by (AssetUtil.ts:25). */
  readonly caip19: string;
  /** PayController.ts:157: a new tab unless the site says otherwise. */
  readonly openInNewTab: boolean;
  /** Kept as given: AppKit 1.7.6 stores both (PayController.ts:158-159) but reads neither. */
  readonly redirectUrl?: PaymentRedirectUrls | undefined;
  /** Which exchanges are offered, as the site gave it. */
  readonly payWithExchange?: PaymentExchangeFilter | undefined;
}

/** Where an exchange sends the visitor back (AppKit Pay's `redirectUrl`, options.ts:15-28). */
export interface PaymentRedirectUrls {
  /** The page the visitor returns to once the payment went through. */
  readonly success: string;
  /** The page the visitor returns to when the payment failed or was abandoned. */
  readonly failure: string;
}

/** Which exchanges Pay offers (AppKit Pay's `payWithExchange`, options.ts:15-28), by exchange id. */
export interface PaymentExchangeFilter {
  /** Only these exchanges. */
  readonly includeOnly?: readonly string[] | undefined;
  /** Every exchange but these. */
  readonly exclude?: readonly string[] | undefined;
}

export type PaymentRequestResult =
  | { readonly ok: true; readonly request: PaymentRequest }
  | { readonly ok: false; readonly code: PayErrorCode; readonly reason: string };

/** A 0x address: the service's own rule (blockchain-api src/utils/crypto.rs:42-45, then H160). */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO_EVM_ADDRESS = /^0x0{40}$/;
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
/** A network's own coin counts in its smallest unit: wei (18 places) on eip155, lamports (9) on Solana. */
const NATIVE_DECIMALS: Readonly<Record<string, number>> = { eip155: 18, solana: 9 };
const MAX_NAME = 100;
const MAX_SYMBOL = 32;
const CONTROL = /\p{Cc}/u;

type Fields = Readonly<Record<string, unknown>>;

/**
 * Reads the named fields of a value from outside exactly once each: a getter that throws, or answers
 * one thing to the check and another to the payment, gets no second chance.
 */
function readOnce(value: unknown, names: readonly string[]): Fields | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return Object.fromEntries(names.map((name) => [name, (value as Record<string, unknown>)[name]]));
  } catch {
    return undefined;
  }
}

function refused(code: PayErrorCode, reason: string): PaymentRequestResult {
  return { ok: false, code, reason };
}

const isAddressOf = (namespace: string, value: string): boolean => (namespace === 'eip155' ? EVM_ADDRESS.test(value) : isSolanaAddress(value));
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max && !CONTROL.test(value);

/** A list of ids copied once, then checked on the copy; undefined when it is not one. */
function textList(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const copy: unknown[] = Array.from(value);
  return copy.every((item) => isText(item, MAX_NAME)) ? (copy as string[]) : undefined;
}

/**
 * Checks what a site passes to `openPay` (AppKit's PaymentOptions), in the order of AppKit's own
 * checks (PayController.ts:404-422), each failure with AppKit's code, then walletport's:
 *
 * - The network must be CAIP-2 on eip155 or Solana, the namespaces an exchange can name an asset on
 *   (AssetUtil.ts:14-23); whether the site configured that network is the caller's to check.
 * - The asset is 'native' or a token address of the network's family. A named asset (baseUSDC…) must
 *   carry its own decimals, and a network's own coin the family's: with 24 decimals for ETH the visitor
 *   would send a million times what the modal shows.
 * - The recipient is an address of the asset's family; the zero address is refused, as anything sent
 *   there is lost.
 * - The amount is more than zero with no more decimal places than the asset has (./pay-amount.ts).
 */
export function checkPaymentRequest(options: unknown): PaymentRequestResult {
  try {
    return checkReadable(options);
  } catch {
    // A proxy deeper down (a list of exchange ids) that throws on reading.
    return refused('PAY_INVALID_PAYMENT_CONFIG', 'the options could not be read');
  }
}

function checkReadable(options: unknown): PaymentRequestResult {
  const fields = readOnce(options, ['paymentAsset', 'recipient', 'amount', 'openInNewTab', 'redirectUrl', 'payWithExchange']);
  if (!fields) return refused('PAY_INVALID_PAYMENT_CONFIG', 'the options are not a readable object');
  const asset = readOnce(fields['paymentAsset'], ['network', 'asset', 'metadata']);
  if (!asset) return refused('PAY_INVALID_PAYMENT_CONFIG', 'paymentAsset is missing');
  const { recipient, amount } = fields;
  if (typeof recipient !== 'string' || recipient === '') return refused('PAY_INVALID_RECIPIENT', 'recipient is missing');
  if (typeof asset['asset'] !== 'string' || asset['asset'] === '') return refused('PAY_INVALID_ASSET', 'paymentAsset.asset is missing');
  if (typeof amount !== 'number' && typeof amount !== 'string') return refused('PAY_INVALID_AMOUNT', 'amount is missing');

  const network = asset['network'];
  const caip2 = typeof network === 'string' ? CAIP2.exec(network) : null;
  const namespace = caip2?.[1] ?? '';
  if (!caip2 || typeof network !== 'string' || !Object.hasOwn(NATIVE_DECIMALS, namespace)) {
    return refused('PAY_INVALID_PAYMENT_CONFIG', 'paymentAsset.network must be a CAIP-2 id on eip155 or solana');
  }
  const address = asset['asset'];
  if (address !== NATIVE_ASSET && !isAddressOf(namespace, address)) return refused('PAY_INVALID_ASSET', `paymentAsset.asset is neither 'native' nor a ${namespace} token address`);

  const metadata = readOnce(asset['metadata'], ['name', 'symbol', 'decimals']);
  if (!metadata || !isText(metadata['name'], MAX_NAME) || !isText(metadata['symbol'], MAX_SYMBOL) || typeof metadata['decimals'] !== 'number') {
    return refused('PAY_INVALID_ASSET', 'paymentAsset.metadata needs a name, a symbol and decimals');
  }
  const decimals = metadata['decimals'];
  const expected = address === NATIVE_ASSET ? NATIVE_DECIMALS[namespace] : namedAssetLike(network, address)?.metadata.decimals;
  if (expected !== undefined && decimals !== expected) return refused('PAY_INVALID_ASSET', `this asset has ${expected} decimals, not ${decimals}`);

  if (!isAddressOf(namespace, recipient) || ZERO_EVM_ADDRESS.test(recipient)) return refused('PAY_INVALID_RECIPIENT', `recipient is not a ${namespace} address`);

  const counted = parsePayAmount(amount, decimals);
  if (!counted.ok) return refused(counted.code, `amount: ${counted.reason}`);

  const extras = checkExtras(fields);
  if (typeof extras === 'string') return refused('PAY_INVALID_PAYMENT_CONFIG', extras);

  const paymentAsset: PaymentAsset = { network, asset: address, metadata: { name: metadata['name'], symbol: metadata['symbol'], decimals } };
  return {
    ok: true,
    request: {
      paymentAsset,
      recipient,
      amount,
      units: counted.units,
      amountText: counted.text,
      caip19: caip19AssetOf(network, address) ?? '',
      ...extras,
    },
  };
}

/** The optional fields, checked for their types only; a reason string when one is wrong. */
function checkExtras(fields: Fields): Pick<PaymentRequest, 'openInNewTab' | 'redirectUrl' | 'payWithExchange'> | string {
  const { openInNewTab, redirectUrl, payWithExchange } = fields;
  if (openInNewTab !== undefined && typeof openInNewTab !== 'boolean') return 'openInNewTab must be a boolean';
  let redirect: PaymentRequest['redirectUrl'];
  if (redirectUrl !== undefined) {
    const urls = readOnce(redirectUrl, ['success', 'failure']);
    if (!urls || typeof urls['success'] !== 'string' || typeof urls['failure'] !== 'string') return 'redirectUrl needs success and failure URLs';
    redirect = { success: urls['success'], failure: urls['failure'] };
  }
  let filter: PaymentRequest['payWithExchange'];
  if (payWithExchange !== undefined) {
    const lists = readOnce(payWithExchange, ['includeOnly', 'exclude']);
    if (!lists) return 'payWithExchange must be an object';
    const includeOnly = lists['includeOnly'] === undefined ? undefined : textList(lists['includeOnly']);
    const exclude = lists['exclude'] === undefined ? undefined : textList(lists['exclude']);
    if ((lists['includeOnly'] !== undefined && !includeOnly) || (lists['exclude'] !== undefined && !exclude)) return 'payWithExchange lists exchange ids';
    filter = { includeOnly, exclude };
  }
  return { openInNewTab: openInNewTab ?? true, redirectUrl: redirect, payWithExchange: filter };
}
