import { describe, it, expect } from 'vitest';
import { ERRORS, catalogueError, catalogueMessage, type ErrorCode } from './catalogue.ts';
import { isKnownCatalogueCode } from './catalogue-codes.ts';
import { ONRAMP_ERRORS } from './onramp-errors.ts';
import { WalletportError } from './walletport-error.ts';

/** The text the modal shows for an entry. */
const shown = (code: ErrorCode): string => ERRORS[code].uiMessage ?? ERRORS[code].message;

/** Raised while the visitor types an amount, before any provider page opened. */
const WHILE_TYPING = ['ONRAMP_AMOUNT_REQUIRED', 'ONRAMP_INCORRECT_AMOUNT', 'ONRAMP_TOO_MANY_DECIMALS', 'ONRAMP_AMOUNT_TOO_LOW',
  'ONRAMP_AMOUNT_TOO_HIGH', 'ONRAMP_PAYMENT_METHOD_UNAVAILABLE'];

describe('onramp errors', () => {
  it.each([
    ['ONRAMP_ACCOUNT_REQUIRED', 'No address found'],
    ['ONRAMP_WIDGET_UNAVAILABLE', 'No link found'],
    ['ONRAMP_PURCHASE_NOT_SEEN', 'Buy failed'],
  ] as const)('throw %s with AppKit’s text "%s"', (code, text) => {
    const error = catalogueError(code);
    expect(WalletportError.is(error)).toBe(true);
    expect(error).toMatchObject({ code, shortMessage: text });
  });

  it('show "No link found" as AppKit’s error snackbar', () => {
    expect(ERRORS.ONRAMP_WIDGET_UNAVAILABLE).toMatchObject({ kind: 'snackbar', variant: 'error' });
  });

  it('are in the shared catalogue, known as walletport codes, each under its own code', () => {
    for (const [code, entry] of Object.entries(ONRAMP_ERRORS)) {
      expect(ERRORS[code as ErrorCode]).toBe(entry);
      expect(isKnownCatalogueCode(code)).toBe(true);
    }
  });

  it('say, outside the amount field, whether money moved', () => {
    const afterAction = (Object.keys(ONRAMP_ERRORS) as ErrorCode[]).filter((code) => !WHILE_TYPING.includes(code));
    expect(afterAction.length).toBeGreaterThan(10);
    for (const code of afterAction) expect(shown(code)).toMatch(/Nothing was paid|If you paid/);
  });

  it('tell a visitor who may have paid where to look, not to buy again', () => {
    expect(shown('ONRAMP_PURCHASE_NOT_SEEN')).toMatch(/If you paid/);
    expect(shown('ONRAMP_PURCHASE_NOT_SEEN')).toMatch(/before buying again/);
  });

  it('report the service’s failures as API errors and the amount field’s as validation', () => {
    for (const code of ['ONRAMP_OPTIONS_UNAVAILABLE', 'ONRAMP_QUOTE_UNAVAILABLE', 'ONRAMP_QUOTE_MISMATCH', 'ONRAMP_WIDGET_UNAVAILABLE', 'ONRAMP_WIDGET_REFUSED'] as const) {
      expect(ERRORS[code].category).toBe('API_ERROR');
    }
    for (const code of WHILE_TYPING) expect(ERRORS[code as ErrorCode].category).toBe('VALIDATION');
  });

  it('fill their placeholders', () => {
    expect(catalogueMessage('ONRAMP_AMOUNT_TOO_HIGH', { max: '7500.00', currency: 'USD' })).toBe('The largest purchase with this payment method is 7500.00 USD.');
    expect(catalogueMessage('ONRAMP_PROVIDER_NOT_ON_NETWORK', { provider: 'Coinbase' })).toBe('Coinbase does not sell on this network. Nothing was paid; choose another provider.');
  });

  it('repeat no text of another entry', () => {
    const others = Object.entries(ERRORS).filter(([code]) => !Object.hasOwn(ONRAMP_ERRORS, code)).map(([, entry]) => entry.message);
    for (const entry of Object.values(ONRAMP_ERRORS)) expect(others).not.toContain(entry.message);
  });
});
