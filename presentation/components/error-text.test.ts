import { describe, expect, it } from 'vitest';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
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
});
