import { defineEntry } from './catalogue-entry.ts';

/*
 * What a swap can refuse or fail with. Where AppKit 1.7.6 has a text (reown-com/appkit tag
 * @reown/appkit-controllers@1.7.6, packages/controllers/src/controllers/SwapController.ts, lines beside
 * each entry) the message is AppKit's, to the letter: a site that matches on AppKit's texts keeps
 * working. Those texts never say whether anything left the account, so each such entry carries a
 * `uiMessage`, the text the modal shows, that does. The rest is walletport wording.
 *
 * Texts raised while the visitor is still typing (an amount, a balance) come before any send and say
 * nothing about sending; every text raised after the visitor pressed something says what was sent.
 *
 * The network entries "Network not supported for Swaps" and "Network not supported for Gas Price" are
 * the spec's internal errors (SWAPS_NETWORK_NOT_SUPPORTED, GAS_PRICE_NETWORK_NOT_SUPPORTED in
 * internal-errors.ts), not repeated here.
 */
export const SWAP_ERRORS = {
  // -- While typing ------------------------------------------------------------------------------- //
  /** Nothing typed yet (or only zero): the modal keeps quiet, as AppKit does, and offers no quote. */
  SWAP_AMOUNT_REQUIRED: defineEntry('internal', 'SWAP_AMOUNT_REQUIRED', 'Enter an amount to swap.', 'VALIDATION'),
  /** SwapController.ts:533-534, an alert: its short message is the title, its long one the text. */
  SWAP_INCORRECT_AMOUNT: defineEntry('alert', 'SWAP_INCORRECT_AMOUNT', 'Please enter a valid amount', 'VALIDATION',
    { title: 'Incorrect amount' }),
  /** Refused rather than cut: a swap of less than was typed is not what the visitor asked for. */
  SWAP_TOO_MANY_DECIMALS: defineEntry('internal', 'SWAP_TOO_MANY_DECIMALS',
    'This token allows at most {decimals} decimal places.', 'VALIDATION'),
  /** SwapController.ts:554 and 561. */
  SWAP_INSUFFICIENT_BALANCE: defineEntry('internal', 'SWAP_INSUFFICIENT_BALANCE', 'Insufficient balance', 'VALIDATION'),
  /** A token whose list entry gives no usable number of decimals: no amount of it can be read. */
  SWAP_TOKEN_UNUSABLE: defineEntry('internal', 'SWAP_TOKEN_UNUSABLE',
    'This token cannot be swapped here: its details are incomplete.', 'VALIDATION'),

  // -- Reading the swap service ------------------------------------------------------------------- //
  /** SwapController.ts:343, when the token list cannot be had. */
  SWAP_TOKENS_UNAVAILABLE: defineEntry('snackbar', 'SWAP_TOKENS_UNAVAILABLE', 'Failed to initialize swap', 'API_ERROR',
    { variant: 'error', uiMessage: 'The list of tokens could not be loaded. Nothing was sent; you can try again.' }),
  /** SwapController.ts:416. */
  SWAP_NETWORK_TOKEN_PRICE_FAILED: defineEntry('snackbar', 'SWAP_NETWORK_TOKEN_PRICE_FAILED', 'Failed to fetch network token price',
    'API_ERROR', { variant: 'error', uiMessage: 'The price of the network’s coin could not be loaded. Nothing was sent.' }),
  SWAP_PRICE_UNAVAILABLE: defineEntry('internal', 'SWAP_PRICE_UNAVAILABLE',
    'Token prices are unavailable right now, so values in USD are not shown. Nothing was sent.', 'API_ERROR'),
  SWAP_QUOTE_UNAVAILABLE: defineEntry('internal', 'SWAP_QUOTE_UNAVAILABLE',
    'Could not get a quote for this swap. Nothing was sent; you can try again.', 'API_ERROR'),
  SWAP_NO_ROUTE: defineEntry('internal', 'SWAP_NO_ROUTE',
    'There is no way to swap these two tokens on this network. Nothing was sent.', 'API_ERROR'),
  SWAP_GAS_PRICE_UNAVAILABLE: defineEntry('internal', 'SWAP_GAS_PRICE_UNAVAILABLE',
    'Could not get the network fee for this swap. Nothing was sent; you can try again.', 'API_ERROR'),
  /** SwapController.ts:598. */
  SWAP_ALLOWANCE_FAILED: defineEntry('snackbar', 'SWAP_ALLOWANCE_FAILED', 'Failed to check allowance', 'API_ERROR',
    { variant: 'error', uiMessage: 'Could not check what this swap may spend. Nothing was sent; you can try again.' }),

  // -- Building and checking the transactions ----------------------------------------------------- //
  /** SwapController.ts:650. */
  SWAP_APPROVAL_BUILD_FAILED: defineEntry('snackbar', 'SWAP_APPROVAL_BUILD_FAILED', 'Failed to create approval transaction',
    'API_ERROR', { variant: 'error', uiMessage: 'The approval could not be prepared. Nothing was sent; you can try again.' }),
  /** SwapController.ts:703. */
  SWAP_TRANSACTION_BUILD_FAILED: defineEntry('snackbar', 'SWAP_TRANSACTION_BUILD_FAILED', 'Failed to create transaction',
    'API_ERROR', { variant: 'error', uiMessage: 'The swap could not be prepared. Nothing was sent; you can try again.' }),
  /**
   * The service built a transaction other than the one shown (another contract, another value, another
   * approval amount): it never reaches the wallet.
   */
  SWAP_TRANSACTION_MISMATCH: defineEntry('internal', 'SWAP_TRANSACTION_MISMATCH',
    'The swap service prepared a transaction that does not match this swap, so it was not sent to your wallet. Nothing was sent.',
    'API_ERROR'),
  /** A fresh quote gives less than the minimum received the visitor was shown: the swap stops before the wallet. */
  SWAP_QUOTE_MOVED: defineEntry('internal', 'SWAP_QUOTE_MOVED',
    'The price moved beyond the allowed slippage since it was shown. Nothing was sent; check the new quote.', 'VALIDATION'),

  // -- In the wallet ------------------------------------------------------------------------------ //
  SWAP_APPROVAL_DECLINED: defineEntry('internal', 'SWAP_APPROVAL_DECLINED',
    'Approval declined in the wallet. Nothing was sent.', 'USER_REJECTED'),
  SWAP_DECLINED: defineEntry('internal', 'SWAP_DECLINED', 'Swap declined in the wallet. Nothing was sent.', 'USER_REJECTED'),
  /**
   * SwapController.ts:748 and 833: the wallet failed without saying it declined. Whether the network
   * took the transaction is unknown here, so the visitor is sent to the activity list, not to retry.
   */
  SWAP_TRANSACTION_ERROR: defineEntry('snackbar', 'SWAP_TRANSACTION_ERROR', 'Transaction error', 'API_ERROR',
    { variant: 'error', uiMessage: 'Transaction error. It may not have been sent; check your activity before trying again.' }),
} as const;

export type SwapErrorCode = keyof typeof SWAP_ERRORS;
