import { describe, expect, it } from 'vitest';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { ErrorCode } from '../../domain/errors/entries.ts';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it("shows the catalogue's UI wording where it differs from the thrown text", () => {
    const error = catalogueError('RPC_METHOD_NOT_ALLOWED');
    expect(error.shortMessage).toBe('Requested RPC call is not allowed');
    expect(errorText(error)).toBe('Action not allowed');
  });

  it("shows the short message otherwise, and a wrapped failure's own text", () => {
    expect(errorText(catalogueError('CHAIN_NOT_SUPPORTED'))).toBe('Chain is not supported');
    const wrapped = asWalletportError(new Error('User rejected the request.'));
    expect(wrapped.code).toBe('WRAPPED');
    expect(errorText(wrapped)).toBe('User rejected the request.');
    expect(errorText(asWalletportError(undefined))).toBe('Unknown error');
  });

  it('still gives a text for an error from outside: a code the catalogue lacks, an empty message', () => {
    // Another copy of the library (a newer one) may carry a code this one does not know.
    const stranger = new WalletportError({ code: 'NOT_IN_THE_CATALOGUE' as ErrorCode, shortMessage: 'Wallet went away' });
    expect(errorText(stranger)).toBe('Wallet went away');
    const empty = new WalletportError({ code: 'toString' as ErrorCode, shortMessage: '  ' });
    expect(errorText(empty)).toBe('Unknown error');
  });
});
