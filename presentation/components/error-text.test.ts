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

  it("shows the short message otherwise; a foreign failure's own text stays in its details", () => {
    expect(errorText(catalogueError('CHAIN_NOT_SUPPORTED'))).toBe('Chain is not supported');
    const dump = 'User rejected the request.\n\nRequest Arguments:\n  from: 0xf39F…\n\nVersion: viem@2.57.20';
    const wrapped = asWalletportError(new Error(dump));
    expect(wrapped.code).toBe('UNEXPECTED_ERROR');
    expect(errorText(wrapped)).toBe('Something went wrong. You can try again.');
    expect(wrapped.details).toBe(dump);
    expect(errorText(asWalletportError(undefined))).toBe('Something went wrong. You can try again.');
  });

  it('still gives a text for an error from outside: a code the catalogue lacks, an empty message', () => {
    // Another copy of the library (a newer one) may carry a code this one does not know.
    const stranger = new WalletportError({ code: 'NOT_IN_THE_CATALOGUE' as ErrorCode, shortMessage: 'Wallet went away' });
    expect(errorText(stranger)).toBe('Wallet went away');
    const empty = new WalletportError({ code: 'toString' as ErrorCode, shortMessage: '  ' });
    expect(errorText(empty)).toBe('Unknown error');
  });
});
