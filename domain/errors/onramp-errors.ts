import { defineEntry } from './catalogue-entry.ts';

/*
 * What buying crypto (onramp) can refuse or fail with. Where AppKit 1.7.6 has a text (reown-com/appkit
 * tag @reown/appkit-controllers@1.7.6, packages/scaffold-ui/src/views/, file and line beside each
 * entry) the message is AppKit's, to the letter: a site that matches on AppKit's texts keeps working.
 * Those texts never say whether money moved, so each such entry carries a `uiMessage`, the text the
 * modal shows, that does. The rest is walletport wording.
 *
 * The visitor pays on the provider's page, never in the modal: until that page opens nothing can have
 * been paid, and every text from then on says what may have happened. Texts raised while the visitor
 * is still typing an amount come before anything could be paid and say nothing about it.
 */
export const ONRAMP_ERRORS = {
  // -- While typing ------------------------------------------------------------------------------- //
  /** Nothing typed yet (or only zero): no quote is asked. */
  ONRAMP_AMOUNT_REQUIRED: defineEntry('internal', 'ONRAMP_AMOUNT_REQUIRED', 'Enter an amount to buy.', 'VALIDATION'),
  ONRAMP_INCORRECT_AMOUNT: defineEntry('internal', 'ONRAMP_INCORRECT_AMOUNT', 'Enter the amount as a number, such as 100 or 25.50.', 'VALIDATION'),
  /** Refused rather than rounded: a payment other than the one typed is not what the visitor asked for. */
  ONRAMP_TOO_MANY_DECIMALS: defineEntry('internal', 'ONRAMP_TOO_MANY_DECIMALS',
    'Amounts in {currency} have at most {decimals} decimal places.', 'VALIDATION'),
  ONRAMP_AMOUNT_TOO_LOW: defineEntry('internal', 'ONRAMP_AMOUNT_TOO_LOW',
    'The smallest purchase with this payment method is {min} {currency}.', 'VALIDATION'),
  ONRAMP_AMOUNT_TOO_HIGH: defineEntry('internal', 'ONRAMP_AMOUNT_TOO_HIGH',
    'The largest purchase with this payment method is {max} {currency}.', 'VALIDATION'),
  ONRAMP_PAYMENT_METHOD_UNAVAILABLE: defineEntry('internal', 'ONRAMP_PAYMENT_METHOD_UNAVAILABLE',
    'This payment method is not offered for {currency}. Choose another one.', 'VALIDATION'),

  // -- Choosing where to buy ---------------------------------------------------------------------- //
  /** w3m-onramp-providers-view/index.ts:112: no connected account to deliver to. */
  ONRAMP_ACCOUNT_REQUIRED: defineEntry('internal', 'ONRAMP_ACCOUNT_REQUIRED', 'No address found', 'VALIDATION',
    { uiMessage: 'Connect an account to buy crypto. Nothing was paid.' }),
  ONRAMP_NETWORK_NOT_SUPPORTED: defineEntry('internal', 'ONRAMP_NETWORK_NOT_SUPPORTED',
    'Buying crypto is not offered on this network. Nothing was paid.', 'VALIDATION'),
  ONRAMP_PROVIDER_NOT_ON_NETWORK: defineEntry('internal', 'ONRAMP_PROVIDER_NOT_ON_NETWORK',
    '{provider} does not sell on this network. Nothing was paid; choose another provider.', 'VALIDATION'),
  ONRAMP_RESTRICTED_REGION: defineEntry('internal', 'ONRAMP_RESTRICTED_REGION',
    'Buying crypto is not offered in your region. Nothing was paid.', 'VALIDATION'),

  // -- Reading the onramp service ----------------------------------------------------------------- //
  ONRAMP_OPTIONS_UNAVAILABLE: defineEntry('internal', 'ONRAMP_OPTIONS_UNAVAILABLE',
    'The currencies to buy and pay with could not be loaded. Nothing was paid; you can try again.', 'API_ERROR'),
  ONRAMP_QUOTE_UNAVAILABLE: defineEntry('internal', 'ONRAMP_QUOTE_UNAVAILABLE',
    'Could not get a price for this purchase. Nothing was paid; you can try again.', 'API_ERROR'),
  /** A quote in other currencies than asked is an answer to another question: no figure of it is shown. */
  ONRAMP_QUOTE_MISMATCH: defineEntry('internal', 'ONRAMP_QUOTE_MISMATCH',
    'The price service answered for another purchase, so no price is shown. Nothing was paid; you can try again.', 'API_ERROR'),
  /** w3m-buy-in-progress-view/index.ts:222, a snackbar when the provider's page has no address. */
  ONRAMP_WIDGET_UNAVAILABLE: defineEntry('snackbar', 'ONRAMP_WIDGET_UNAVAILABLE', 'No link found', 'API_ERROR',
    { variant: 'error', uiMessage: 'The provider’s page could not be prepared. Nothing was paid; you can try again.' }),
  /**
   * The service handed out a page that is not on the provider's own site, or that would deliver to
   * another account, preset another purchase or send the visitor on elsewhere afterwards: it is not opened.
   */
  ONRAMP_WIDGET_REFUSED: defineEntry('internal', 'ONRAMP_WIDGET_REFUSED',
    'The provider’s page the service sent does not match this purchase, so it was not opened. Nothing was paid.', 'API_ERROR'),
  ONRAMP_POPUP_BLOCKED: defineEntry('internal', 'ONRAMP_POPUP_BLOCKED',
    'The browser blocked the provider’s window. Nothing was paid; allow pop-ups for this site and try again.', 'VALIDATION'),

  // -- After the provider's page opened ----------------------------------------------------------- //
  /**
   * w3m-buy-in-progress-view/index.ts:78, the title AppKit shows when no purchase shows up within
   * three minutes (:180). The visitor may have paid by then, so the text says where to look.
   */
  ONRAMP_PURCHASE_NOT_SEEN: defineEntry('internal', 'ONRAMP_PURCHASE_NOT_SEEN', 'Buy failed', 'API_ERROR',
    { uiMessage: 'No purchase has arrived yet. If you paid, the provider delivers it or refunds you: check its e-mail before buying again.' }),
} as const;

export type OnrampErrorCode = keyof typeof ONRAMP_ERRORS;
