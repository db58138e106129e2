import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';

describe('WalletportError', () => {
  it('is() recognises an error of another realm by its brand, and checks the catalogue code when asked', () => {
    const foreign: unknown = runInNewContext(
      "const error = new Error('HTTP status code: 503'); error[Symbol.for('walletport.error')] = true; error.code = 'HTTP_STATUS'; error.status = 503; error",
    );
    expect(foreign instanceof Error).toBe(false);
    expect(WalletportError.is(foreign)).toBe(true);
    expect(WalletportError.is(foreign, 'HTTP_STATUS')).toBe(true);
    expect(WalletportError.is(foreign, 'HTTP_TIMEOUT')).toBe(false);
    expect(HttpError.isStatus(foreign, 503)).toBe(true);
    expect(HttpError.isStatus(foreign, 404)).toBe(false);
  });

  it('is() is false for look-alikes and for objects whose getters throw', () => {
    expect(WalletportError.is({ code: 'HTTP_STATUS' })).toBe(false);
    // The brand is a global symbol anyone can set: a code the catalogue does not hold is not taken.
    expect(WalletportError.is({ [Symbol.for('walletport.error')]: true, code: 'NOT_A_CATALOGUE_CODE' })).toBe(false);
    expect(WalletportError.is({ [Symbol.for('walletport.error')]: true, code: 'toString' })).toBe(false);
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); } });
    expect(WalletportError.is(hostile)).toBe(false);
    expect(WalletportError.is(null)).toBe(false);
  });

  it('walk() finds the first match in the cause chain, else undefined, and survives cycles', () => {
    const root = new Error('socket hang up');
    const http = new HttpError({ kind: 'network', url: 'http://127.0.0.1:9/x', cause: root });
    const top = catalogueError('FAILED_TO_FETCH_TRANSACTIONS', { cause: http });
    expect(top.walk((error) => WalletportError.is(error, 'HTTP_NETWORK'))).toBe(http);
    expect(top.walk((error) => error === root)).toBe(root);
    expect(top.walk((error) => WalletportError.is(error, 'HTTP_STATUS'))).toBeUndefined();
    const looped = catalogueError('UNKNOWN');
    (looped as { cause?: unknown }).cause = looped;
    expect(looped.walk(() => false)).toBeUndefined();
  });

  it('HTTP failures carry catalogue codes and texts', () => {
    const status = new HttpError({ kind: 'status', url: 'http://127.0.0.1:9', status: 429 });
    expect(status.code).toBe('HTTP_STATUS');
    expect(status.shortMessage).toBe('HTTP status code: 429');
    expect(status.category).toBe('API_ERROR');
    expect(new HttpError({ kind: 'rpc', url: 'http://127.0.0.1:9', rpcCode: -32005 }).shortMessage).toBe('RPC error code: -32005');
    expect(new HttpError({ kind: 'too-large', url: 'http://127.0.0.1:9' }).code).toBe('HTTP_TOO_LARGE');
  });
});
