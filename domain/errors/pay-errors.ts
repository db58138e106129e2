import { defineEntry } from './catalogue-entry.ts';

/*
 * What a payment (AppKit Pay) can refuse or fail with. Each message is AppKit's text to the letter
 * (reown-com/appkit tag @reown/appkit-pay@1.7.6, packages/pay/src/types/errors.ts, line beside each
 * entry): `getPayError()` hands a site that text, and a site that matches on it keeps working.
 *
 * The catalogue's codes carry a PAY_ prefix because AppKit's bare codes (INVALID_AMOUNT, UNKNOWN_ERROR…)
 * would be ambiguous beside the rest of the catalogue; APPKIT_PAY_ERROR_CODES maps them back, so an
 * error handed to a site can carry AppKit's own `code`.
 *
 * AppKit's texts never say whether money left the account. The entries a visitor sees after pressing
 * something carry a `uiMessage`, the text the modal shows, that does: for an exchange payment the
 * money moves on the exchange's page, so those texts say where to look. The configuration entries are
 * the site developer's mistakes, raised before anything is shown, and keep AppKit's text alone.
 */
export const PAY_ERRORS = {
  // -- The site's configuration (errors.ts:5-9) -------------------------------------------------- //
  /** errors.ts:25. */
  PAY_INVALID_PAYMENT_CONFIG: defineEntry('internal', 'PAY_INVALID_PAYMENT_CONFIG', 'Invalid payment configuration', 'VALIDATION'),
  /** errors.ts:26. */
  PAY_INVALID_RECIPIENT: defineEntry('internal', 'PAY_INVALID_RECIPIENT', 'Invalid recipient address', 'VALIDATION'),
  /** errors.ts:27. */
  PAY_INVALID_ASSET: defineEntry('internal', 'PAY_INVALID_ASSET', 'Invalid asset specified', 'VALIDATION'),
  /** errors.ts:28. */
  PAY_INVALID_AMOUNT: defineEntry('internal', 'PAY_INVALID_AMOUNT', 'Invalid payment amount', 'VALIDATION'),

  // -- While paying (errors.ts:11-19) ------------------------------------------------------------ //
  /** errors.ts:30. */
  PAY_UNKNOWN_ERROR: defineEntry('internal', 'PAY_UNKNOWN_ERROR', 'Unknown payment error occurred'),
  /** errors.ts:31: no pay URL came back, so the exchange was never opened. */
  PAY_UNABLE_TO_INITIATE_PAYMENT: defineEntry('snackbar', 'PAY_UNABLE_TO_INITIATE_PAYMENT', 'Unable to initiate payment', 'API_ERROR',
    { variant: 'error', uiMessage: 'The payment could not be started. Nothing was sent; you can try again.' }),
  /** errors.ts:32: paying with the wallet is offered on eip155 networks only (AssetUtil.ts:4). */
  PAY_INVALID_CHAIN_NAMESPACE: defineEntry('snackbar', 'PAY_INVALID_CHAIN_NAMESPACE', 'Invalid chain namespace', 'VALIDATION',
    { variant: 'error', uiMessage: 'This payment cannot be made from a wallet of this network. Nothing was sent.' }),
  /** errors.ts:33: the wallet failed without saying it declined, so whether anything was sent is unknown here. */
  PAY_GENERIC_PAYMENT_ERROR: defineEntry('snackbar', 'PAY_GENERIC_PAYMENT_ERROR', 'Unable to process payment', 'API_ERROR',
    { variant: 'error', uiMessage: 'The payment could not be completed. It may not have been sent; check your activity before trying again.' }),
  /** errors.ts:34, shown as a snackbar by PayController.ts:186. */
  PAY_UNABLE_TO_GET_EXCHANGES: defineEntry('snackbar', 'PAY_UNABLE_TO_GET_EXCHANGES', 'Unable to get exchanges', 'API_ERROR',
    { variant: 'error', uiMessage: 'The exchanges could not be loaded. Nothing was sent; you can try again.' }),
  /** errors.ts:35, raised when the service says the asset "is not supported" (PayController.ts:266-267). */
  PAY_ASSET_NOT_SUPPORTED: defineEntry('snackbar', 'PAY_ASSET_NOT_SUPPORTED', 'Asset not supported by the selected exchange', 'API_ERROR',
    { variant: 'error', uiMessage: 'This exchange does not offer this asset. Nothing was sent; choose another way to pay.' }),
  /** errors.ts:36. */
  PAY_UNABLE_TO_GET_PAY_URL: defineEntry('snackbar', 'PAY_UNABLE_TO_GET_PAY_URL', 'Unable to get payment URL', 'API_ERROR',
    { variant: 'error', uiMessage: 'The exchange’s payment page could not be opened. Nothing was sent; you can try again.' }),
  /** errors.ts:37: the visitor may already have paid on the exchange's page; only the reading failed. */
  PAY_UNABLE_TO_GET_BUY_STATUS: defineEntry('snackbar', 'PAY_UNABLE_TO_GET_BUY_STATUS', 'Unable to get buy status', 'API_ERROR',
    { variant: 'error', uiMessage: 'The payment’s status could not be read. It may still complete on the exchange; check there before paying again.' }),

  // -- walletport's own ------------------------------------------------------------------------- //
  /**
   * The service answered a pay URL that is not an https page (or http on this machine): a `javascript:`
   * or `data:` link would run in the site's window, another scheme hands the visitor to an app. AppKit
   * opens whatever comes back (PayController.ts:282); walletport opens nothing.
   */
  PAY_URL_UNSAFE: defineEntry('internal', 'PAY_URL_UNSAFE',
    'The payment service answered with a link that is not a secure web page, so it was not opened. Nothing was sent.', 'API_ERROR'),
  /**
   * `features.pay` is off (the default, as in AppKit), or the page never imported `walletport/pay`, which
   * carries Pay's work as AppKit Pay's own package does: nothing is shown and nothing is asked of a service.
   */
  PAY_NOT_ENABLED: defineEntry('internal', 'PAY_NOT_ENABLED',
    'Pay is not enabled for this site: set features.pay to true and import walletport/pay to offer it. Nothing was sent.', 'CONFIGURATION'),
  /** The asset's network is not among the site's networks, so no wallet can be asked to pay on it. */
  PAY_NETWORK_NOT_CONFIGURED: defineEntry('internal', 'PAY_NETWORK_NOT_CONFIGURED',
    'This payment is on a network this site does not offer, so it cannot be paid from a wallet here. Nothing was sent.', 'VALIDATION'),
  /** The visitor declined the transfer (or the network switch before it) in the wallet. */
  PAY_DECLINED: defineEntry('internal', 'PAY_DECLINED', 'The payment was declined in the wallet. Nothing was sent.', 'USER_REJECTED'),
  /** The browser refused the exchange's window: it opens only from the visitor's click. */
  PAY_POPUP_BLOCKED: defineEntry('internal', 'PAY_POPUP_BLOCKED',
    'The browser blocked the exchange’s window. Nothing was sent; allow pop-ups for this site and try again.', 'VALIDATION'),
  /**
   * The exchange reported neither success nor failure in the time walletport waits (pay() of AppKit
   * Pay 1.7.16 gives up after five minutes, client.ts:7, :45). The visitor may have paid by then.
   */
  PAY_NOT_CONFIRMED: defineEntry('internal', 'PAY_NOT_CONFIRMED',
    'The exchange has not confirmed the payment. It may still complete on the exchange; check there before paying again.', 'API_ERROR'),
  /** The exchange reported the purchase FAILED (PayController.ts:521-522). */
  PAY_EXCHANGE_FAILED: defineEntry('internal', 'PAY_EXCHANGE_FAILED',
    'The exchange reported that the payment failed. Check the exchange before paying again.', 'API_ERROR'),
} as const;

export type PayErrorCode = keyof typeof PAY_ERRORS;

/**
 * AppKit's AppKitPayErrorCodes (errors.ts:4-20), each to the catalogue entry holding its text.
 */
export const APPKIT_PAY_ERROR_CODES = {
  INVALID_PAYMENT_CONFIG: 'PAY_INVALID_PAYMENT_CONFIG',
  INVALID_RECIPIENT: 'PAY_INVALID_RECIPIENT',
  INVALID_ASSET: 'PAY_INVALID_ASSET',
  INVALID_AMOUNT: 'PAY_INVALID_AMOUNT',
  UNKNOWN_ERROR: 'PAY_UNKNOWN_ERROR',
  UNABLE_TO_INITIATE_PAYMENT: 'PAY_UNABLE_TO_INITIATE_PAYMENT',
  INVALID_CHAIN_NAMESPACE: 'PAY_INVALID_CHAIN_NAMESPACE',
  GENERIC_PAYMENT_ERROR: 'PAY_GENERIC_PAYMENT_ERROR',
  UNABLE_TO_GET_EXCHANGES: 'PAY_UNABLE_TO_GET_EXCHANGES',
  ASSET_NOT_SUPPORTED: 'PAY_ASSET_NOT_SUPPORTED',
  UNABLE_TO_GET_PAY_URL: 'PAY_UNABLE_TO_GET_PAY_URL',
  UNABLE_TO_GET_BUY_STATUS: 'PAY_UNABLE_TO_GET_BUY_STATUS',
} as const satisfies Record<string, PayErrorCode>;

export type AppKitPayErrorCode = keyof typeof APPKIT_PAY_ERROR_CODES;

/**
 * The AppKit code a site sees for an entry. A refused pay URL is, to AppKit's API, a pay URL that could
 * not be had: openPayUrl throws UNABLE_TO_GET_PAY_URL for any failure (PayController.ts:291).
 */
export function appKitPayCodeOf(code: PayErrorCode): AppKitPayErrorCode {
  const codes = Object.keys(APPKIT_PAY_ERROR_CODES) as AppKitPayErrorCode[];
  return codes.find((appKit) => APPKIT_PAY_ERROR_CODES[appKit] === code) ?? OWN_PAY_ERRORS_AS_APPKIT[code as OwnPayErrorCode] ?? 'UNABLE_TO_GET_PAY_URL';
}

type OwnPayErrorCode = Exclude<PayErrorCode, (typeof APPKIT_PAY_ERROR_CODES)[AppKitPayErrorCode]>;

/**
 * walletport's own entries as AppKit's API would have reported them: a wallet's decline or a payment
 * never confirmed is AppKit's GENERIC_PAYMENT_ERROR (PayController.ts:389-391; client.ts:45 of 1.7.16),
 * a payment that could not start UNABLE_TO_INITIATE_PAYMENT, a network the site lacks
 * INVALID_PAYMENT_CONFIG (PaymentUtil.ts:34-36).
 */
const OWN_PAY_ERRORS_AS_APPKIT: Readonly<Record<OwnPayErrorCode, AppKitPayErrorCode>> = {
  PAY_URL_UNSAFE: 'UNABLE_TO_GET_PAY_URL',
  PAY_NOT_ENABLED: 'UNABLE_TO_INITIATE_PAYMENT',
  PAY_NETWORK_NOT_CONFIGURED: 'INVALID_PAYMENT_CONFIG',
  PAY_DECLINED: 'GENERIC_PAYMENT_ERROR',
  PAY_POPUP_BLOCKED: 'UNABLE_TO_INITIATE_PAYMENT',
  PAY_NOT_CONFIRMED: 'GENERIC_PAYMENT_ERROR',
  PAY_EXCHANGE_FAILED: 'GENERIC_PAYMENT_ERROR',
};
