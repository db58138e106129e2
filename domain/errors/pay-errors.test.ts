import { describe, expect, it } from 'vitest';
import { ERRORS, catalogueError, type ErrorCode } from './catalogue.ts';
import { isKnownCatalogueCode } from './catalogue-codes.ts';
import { APPKIT_PAY_ERROR_CODES, appKitPayCodeOf, PAY_ERRORS, type PayErrorCode } from './pay-errors.ts';
import { WalletportError } from './walletport-error.ts';

/** AppKitPayErrorCodes and AppKitPayErrorMessages of reown-com/appkit @reown/appkit-pay@1.7.6, types/errors.ts:4-38, copied by hand. */
const APPKIT_TEXTS = {
  INVALID_PAYMENT_CONFIG: 'Invalid payment configuration',
  INVALID_RECIPIENT: 'Invalid recipient address',
  INVALID_ASSET: 'Invalid asset specified',
  INVALID_AMOUNT: 'Invalid payment amount',
  UNKNOWN_ERROR: 'Unknown payment error occurred',
  UNABLE_TO_INITIATE_PAYMENT: 'Unable to initiate payment',
  INVALID_CHAIN_NAMESPACE: 'Invalid chain namespace',
  GENERIC_PAYMENT_ERROR: 'Unable to process payment',
  UNABLE_TO_GET_EXCHANGES: 'Unable to get exchanges',
  ASSET_NOT_SUPPORTED: 'Asset not supported by the selected exchange',
  UNABLE_TO_GET_PAY_URL: 'Unable to get payment URL',
  UNABLE_TO_GET_BUY_STATUS: 'Unable to get buy status',
} as const;

describe('pay errors', () => {
  it.each(Object.entries(APPKIT_TEXTS))('carry AppKit’s %s with its text "%s", to the letter', (appKitCode, text) => {
    const code = APPKIT_PAY_ERROR_CODES[appKitCode as keyof typeof APPKIT_PAY_ERROR_CODES];
    const error = catalogueError(code);
    expect(WalletportError.is(error)).toBe(true);
    expect(error).toMatchObject({ code, shortMessage: text });
    expect(appKitPayCodeOf(code)).toBe(appKitCode);
  });

  it('map every AppKit code, and nothing else, to an entry of its own', () => {
    expect(Object.keys(APPKIT_PAY_ERROR_CODES).sort()).toEqual(Object.keys(APPKIT_TEXTS).sort());
    expect(new Set(Object.values(APPKIT_PAY_ERROR_CODES)).size).toBe(Object.keys(APPKIT_TEXTS).length);
  });

  it('give a refused pay URL AppKit’s code for a pay URL that could not be had', () => {
    expect(appKitPayCodeOf('PAY_URL_UNSAFE')).toBe('UNABLE_TO_GET_PAY_URL');
    const ownOnly = (Object.keys(PAY_ERRORS) as PayErrorCode[]).filter((code) => !(Object.values(APPKIT_PAY_ERROR_CODES) as string[]).includes(code));
    expect(ownOnly).toEqual(['PAY_URL_UNSAFE', 'PAY_NOT_ENABLED', 'PAY_NETWORK_NOT_CONFIGURED', 'PAY_DECLINED', 'PAY_POPUP_BLOCKED', 'PAY_NOT_CONFIRMED', 'PAY_EXCHANGE_FAILED']);
  });

  it('give walletport’s own entries the AppKit code a site would have seen for the same failure', () => {
    expect(appKitPayCodeOf('PAY_DECLINED')).toBe('GENERIC_PAYMENT_ERROR');
    expect(appKitPayCodeOf('PAY_NOT_CONFIRMED')).toBe('GENERIC_PAYMENT_ERROR');
    expect(appKitPayCodeOf('PAY_NOT_ENABLED')).toBe('UNABLE_TO_INITIATE_PAYMENT');
    expect(appKitPayCodeOf('PAY_NETWORK_NOT_CONFIGURED')).toBe('INVALID_PAYMENT_CONFIG');
  });

  it('are in the shared catalogue, known as walletport codes', () => {
    for (const [code, entry] of Object.entries(PAY_ERRORS)) {
      expect(ERRORS[code as ErrorCode]).toBe(entry);
      expect(isKnownCatalogueCode(code)).toBe(true);
    }
  });

  it('tell the visitor, for every failure after they pressed something, whether money may have moved', () => {
    const shownToVisitor = (Object.keys(PAY_ERRORS) as PayErrorCode[]).filter((code) => PAY_ERRORS[code].kind === 'snackbar' || ['PAY_URL_UNSAFE', 'PAY_DECLINED', 'PAY_POPUP_BLOCKED', 'PAY_NOT_CONFIRMED', 'PAY_NETWORK_NOT_CONFIGURED', 'PAY_NOT_ENABLED'].includes(code));
    expect(shownToVisitor.length).toBeGreaterThanOrEqual(8);
    for (const code of shownToVisitor) {
      const entry: { message: string; uiMessage?: string } = PAY_ERRORS[code];
      expect(entry.uiMessage ?? entry.message).toMatch(/Nothing was sent|may not have been sent|may still complete/);
    }
  });

  it('report the site’s configuration mistakes as validation, the service’s failures as API errors', () => {
    for (const code of ['PAY_INVALID_PAYMENT_CONFIG', 'PAY_INVALID_RECIPIENT', 'PAY_INVALID_ASSET', 'PAY_INVALID_AMOUNT'] as const) expect(ERRORS[code].category).toBe('VALIDATION');
    for (const code of ['PAY_UNABLE_TO_GET_EXCHANGES', 'PAY_UNABLE_TO_GET_PAY_URL', 'PAY_UNABLE_TO_GET_BUY_STATUS', 'PAY_URL_UNSAFE'] as const) expect(ERRORS[code].category).toBe('API_ERROR');
  });

  it('repeat no text of another entry', () => {
    const others = Object.entries(ERRORS).filter(([code]) => !Object.hasOwn(PAY_ERRORS, code)).map(([, entry]) => entry.message);
    for (const entry of Object.values(PAY_ERRORS)) expect(others).not.toContain(entry.message);
  });
});
