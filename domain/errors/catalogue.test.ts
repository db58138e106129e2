import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ERRORS, asWalletportError, catalogueError, catalogueMessage, userFacingMessage, walletportErrorOr } from './catalogue.ts';
import { ALERTS } from './alerts.ts';
import { SNACKBARS } from './snackbars.ts';
import { alertForProviderError } from './provider-error-mapping.ts';
import { ADD_CHAIN_ON_SWITCH_ERROR_CODES, RPC_ERROR_CODES, isUserRejection, shouldAddChainAfterSwitchError } from './rpc-codes.ts';
import { WalletportError } from './walletport-error.ts';

describe('error catalogue', () => {
  it('holds every snackbar text', () => {
    expect(SNACKBARS.TOKEN_BALANCE_UNAVAILABLE).toMatchObject({ message: 'Token Balance Unavailable', variant: 'error' });
    expect(SNACKBARS.FAILED_TO_FETCH_TRANSACTIONS).toMatchObject({ message: 'Failed to fetch transactions', category: 'API_ERROR' });
    expect(SNACKBARS.AUTHENTICATING).toMatchObject({ message: 'Authenticating...', variant: 'loading' });
  });

  it('holds every alert with its code and the spec titles', () => {
    expect(Object.keys(ALERTS)).toEqual([
      'SWITCH_NETWORK_NOT_FOUND', 'INVALID_APP_CONFIGURATION', 'IFRAME_LOAD_FAILED', 'IFRAME_REQUEST_TIMEOUT',
      'UNVERIFIED_DOMAIN', 'JWT_TOKEN_NOT_VALID', 'INVALID_PROJECT_ID', 'PROJECT_ID_NOT_CONFIGURED',
    ]);
    expect(ALERTS.SWITCH_NETWORK_NOT_FOUND.title).toBe('Network Not Found');
    expect(ALERTS.INVALID_APP_CONFIGURATION.title).toBe('Invalid App Configuration');
    expect(ALERTS.IFRAME_LOAD_FAILED.title).toBe('Network Error - Could not load embedded wallet');
    expect(ALERTS.IFRAME_REQUEST_TIMEOUT.title).toBe('Embedded Wallet Request Timed Out');
    expect(ALERTS.JWT_TOKEN_NOT_VALID.title).toBe('Session Expired');
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.title).toBe('Project ID Not Configured');
    for (const [code, alert] of Object.entries(ALERTS)) expect(alert).toMatchObject({ code, kind: 'alert' });
  });

  it.each([
    'A problem occurred while trying initialize authentication', 'Signature declined',
    'This application might not support Smart Accounts', 'SIWX is not enabled', 'No ActiveCaipAddress found',
    'No ActiveCaipNetwork or client found', 'No ConnectionController client found',
    'Chain is required to update chain account data', 'Chain adapter not found', 'NetworkController client not set',
    'ConnectionController client not set', 'Unsupported chain', 'Network not found', 'Address or auth connector not found',
    'Error resolving name', 'Error fetching name suggestions', 'Error fetching names for address', 'Error registering name {name}',
    'Failed to disconnect', 'Network not supported for Swaps', 'Network not supported for Gas Price',
    'Please call connect() before request()', 'Sign Client not initialized',
    'Please try again after {seconds} seconds', 'Requested RPC call is not allowed', 'Request was aborted', 'Something went wrong',
    'An error occurred', 'Unable to load email login dependency', 'Please call createAppKit before using useAppKit hook',
    'WalletConnectConnector not found', 'Chain is not supported', 'Cannot set both `siweConfig` and `siwx` options',
    'An amount and receiver address are required', 'A token is required', 'Invalid chainId', 'Unknown error',
  ])('holds the text %s', (text) => {
    expect(Object.values(ERRORS).some((entry) => entry.message === text)).toBe(true);
  });

  it('gives every entry a category and its own code', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.code).toBe(code);
      expect(['INTERNAL_SDK_ERROR', 'API_ERROR', 'USER_REJECTED', 'CONFIGURATION', 'VALIDATION']).toContain(entry.category);
    }
  });

  it("shows 'Action not allowed' in the UI for a disallowed RPC call", () => {
    expect(ERRORS.RPC_METHOD_NOT_ALLOWED.uiMessage).toBe('Action not allowed');
  });

  it('fills placeholders into a typed error', () => {
    const error = catalogueError('ERROR_REGISTERING_NAME', { params: { name: 'alice.wcn.id' } });
    expect(WalletportError.is(error)).toBe(true);
    expect(error.shortMessage).toBe('Error registering name alice.wcn.id');
    expect(catalogueMessage('EMAIL_LOGIN_COOLDOWN', { seconds: 12 })).toBe('Please try again after 12 seconds');
  });

  it('categorises wrapped controller errors: default INTERNAL_SDK_ERROR, transactions API_ERROR', () => {
    expect(asWalletportError(new Error('boom')).category).toBe('INTERNAL_SDK_ERROR');
    expect(catalogueError('FAILED_TO_FETCH_TRANSACTIONS').category).toBe('API_ERROR');
    const known = catalogueError('CHAIN_NOT_SUPPORTED');
    expect(asWalletportError(known)).toBe(known);
  });
});

describe('user-facing text', () => {
  it('takes a string, the first issue message, an Error message, else Unknown error', () => {
    expect(userFacingMessage('boom')).toBe('boom');
    expect(userFacingMessage({ issues: [{ message: 'first' }, { message: 'second' }] })).toBe('first');
    expect(userFacingMessage(new Error('plain'))).toBe('plain');
    expect(userFacingMessage(undefined)).toBe('Unknown error');
    expect(userFacingMessage('')).toBe('Unknown error');
    expect(userFacingMessage(catalogueError('FAILED_TO_DISCONNECT'))).toBe('Failed to disconnect');
  });
  it('survives hostile values (throwing getters, proxies) and always returns a string', () => {
    const hostile = Object.defineProperty({}, 'message', { get: () => { throw new Error('gotcha'); } });
    expect(userFacingMessage(hostile)).toBe('Unknown error');
    fc.assert(fc.property(fc.anything(), (value) => typeof userFacingMessage(value) === 'string'));
  });
});

describe('provider error mapping', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
  ])('maps "%s" to %s', (message, alert) => {
    expect(alertForProviderError(new Error(message))).toBe(alert);
    expect(alertForProviderError(`Error: ${message} (3000)`)).toBe(alert);
  });
  it('maps nothing else', () => {
    expect(alertForProviderError(new Error('Unauthorized'))).toBeUndefined();
    fc.assert(fc.property(fc.anything(), (value) => {
      const alert = alertForProviderError(value);
      return alert === undefined || alert in ALERTS;
    }));
  });
});

describe('chain switching', () => {
  it('adds the chain first on codes 4902, 5000 and 32603 only', () => {
    expect(ADD_CHAIN_ON_SWITCH_ERROR_CODES).toEqual([4902, 5000, 32603]);
    for (const code of [4902, 5000, 32603]) expect(shouldAddChainAfterSwitchError({ code })).toBe(true);
    for (const code of [4001, -32603, 4901]) expect(shouldAddChainAfterSwitchError({ code })).toBe(false);
    expect(shouldAddChainAfterSwitchError('4902')).toBe(false);
  });
});

describe('JSON-RPC and provider codes', () => {
  it('catalogues -32700 to -32006, 4001, 4100, 4200, 4900-4902 and 5700 to 5760', () => {
    for (const code of [-32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006,
      4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760]) {
      expect(RPC_ERROR_CODES[code as keyof typeof RPC_ERROR_CODES]).toBeTypeOf('string');
    }
    expect(Object.keys(RPC_ERROR_CODES)).toHaveLength(25);
  });
  it('recognises a user rejection by code 4001', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection({ code: 4100 })).toBe(false);
  });
});

describe('walletportErrorOr', () => {
  it("keeps this copy's error, gives a forged one the catalogue's words, and files anything else under the fallback", () => {
    const own = catalogueError('SWITCH_DECLINED');
    expect(walletportErrorOr(own, 'CHAIN_NOT_SUPPORTED')).toBe(own);
    const forged = { [Symbol.for('walletport.error')]: true, code: 'CONNECTION_FAILED', shortMessage: 'Visit https://evil.example' };
    const rebuilt = walletportErrorOr(forged, 'CHAIN_NOT_SUPPORTED');
    expect([rebuilt.code, rebuilt.shortMessage]).toEqual(['CONNECTION_FAILED', 'Connection failed. You can try again.']);
    const plain = new Error('socket hang up');
    const filed = walletportErrorOr(plain, 'CHAIN_NOT_SUPPORTED', { details: 'while switching' });
    expect([filed.code, filed.cause, filed.details]).toEqual(['CHAIN_NOT_SUPPORTED', plain, 'while switching']);
  });
});
