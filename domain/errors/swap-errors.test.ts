import { describe, it, expect } from 'vitest';
import { ERRORS, catalogueError, catalogueMessage, type ErrorCode } from './catalogue.ts';
import { isKnownCatalogueCode } from './catalogue-codes.ts';
import { SWAP_ERRORS } from './swap-errors.ts';
import { WalletportError } from './walletport-error.ts';

/** The text the modal shows for an entry. */
const shown = (code: ErrorCode): string => ERRORS[code].uiMessage ?? ERRORS[code].message;

/** Raised while the visitor types, before anything could be sent. */
const WHILE_TYPING = ['SWAP_AMOUNT_REQUIRED', 'SWAP_INCORRECT_AMOUNT', 'SWAP_TOO_MANY_DECIMALS', 'SWAP_INSUFFICIENT_BALANCE', 'SWAP_TOKEN_UNUSABLE'];

describe('swap errors', () => {
  it.each([
    ['SWAP_INSUFFICIENT_BALANCE', 'Insufficient balance'],
    ['SWAP_INCORRECT_AMOUNT', 'Please enter a valid amount'],
    ['SWAP_ALLOWANCE_FAILED', 'Failed to check allowance'],
    ['SWAP_APPROVAL_BUILD_FAILED', 'Failed to create approval transaction'],
    ['SWAP_TRANSACTION_BUILD_FAILED', 'Failed to create transaction'],
    ['SWAP_TRANSACTION_ERROR', 'Transaction error'],
    ['SWAP_TOKENS_UNAVAILABLE', 'Failed to initialize swap'],
    ['SWAP_NETWORK_TOKEN_PRICE_FAILED', 'Failed to fetch network token price'],
  ] as const)('throw %s with AppKit’s text "%s"', (code, text) => {
    const error = catalogueError(code);
    expect(WalletportError.is(error)).toBe(true);
    expect(error).toMatchObject({ code, shortMessage: text });
  });

  it('show the incorrect amount as AppKit’s alert: its title above its text', () => {
    expect(ERRORS.SWAP_INCORRECT_AMOUNT).toMatchObject({ kind: 'alert', title: 'Incorrect amount', message: 'Please enter a valid amount' });
  });

  it('are in the shared catalogue, known as walletport codes, each under its own code', () => {
    for (const [code, entry] of Object.entries(SWAP_ERRORS)) {
      expect(ERRORS[code as ErrorCode]).toBe(entry);
      expect(isKnownCatalogueCode(code)).toBe(true);
    }
  });

  it('hold every code the swap sources fail with', () => {
    for (const code of ['SWAP_TOKENS_UNAVAILABLE', 'SWAP_QUOTE_UNAVAILABLE', 'SWAP_ALLOWANCE_FAILED', 'SWAP_APPROVAL_BUILD_FAILED',
      'SWAP_TRANSACTION_BUILD_FAILED', 'SWAP_GAS_PRICE_UNAVAILABLE', 'SWAP_TRANSACTION_MISMATCH', 'SWAP_PRICE_UNAVAILABLE',
      'SWAP_NO_ROUTE', 'SWAP_QUOTE_MOVED', 'SWAP_APPROVAL_DECLINED', 'SWAP_DECLINED']) {
      expect(Object.hasOwn(ERRORS, code)).toBe(true);
    }
  });

  it('say, once the visitor has pressed something, whether anything was sent', () => {
    const afterAction = (Object.keys(SWAP_ERRORS) as ErrorCode[]).filter((code) => !WHILE_TYPING.includes(code));
    expect(afterAction.length).toBeGreaterThan(10);
    for (const code of afterAction) expect(shown(code)).toMatch(/Nothing was sent|not have been sent/);
  });

  it('report declines as the visitor’s choice, and the service’s failures as API errors', () => {
    expect(ERRORS.SWAP_DECLINED.category).toBe('USER_REJECTED');
    expect(ERRORS.SWAP_APPROVAL_DECLINED.category).toBe('USER_REJECTED');
    for (const code of ['SWAP_TOKENS_UNAVAILABLE', 'SWAP_QUOTE_UNAVAILABLE', 'SWAP_TRANSACTION_MISMATCH', 'SWAP_APPROVAL_BUILD_FAILED'] as const) {
      expect(ERRORS[code].category).toBe('API_ERROR');
    }
    for (const code of WHILE_TYPING) expect(ERRORS[code as ErrorCode].category).toBe('VALIDATION');
  });

  it('fill the token’s decimals into the too-many-decimals text', () => {
    expect(catalogueMessage('SWAP_TOO_MANY_DECIMALS', { decimals: 6 })).toBe('This token allows at most 6 decimal places.');
  });

  it('repeat no text of another entry, and leave the network texts to the internal errors', () => {
    const others = Object.entries(ERRORS).filter(([code]) => !Object.hasOwn(SWAP_ERRORS, code)).map(([, entry]) => entry.message);
    for (const entry of Object.values(SWAP_ERRORS)) expect(others).not.toContain(entry.message);
    expect(Object.values(ERRORS).filter((entry) => entry.message === 'Network not supported for Gas Price')).toHaveLength(1);
    expect(Object.values(ERRORS).filter((entry) => entry.message === 'Network not supported for Swaps')).toHaveLength(1);
  });
});
