// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import { ADDRESS, framePage, type RouteAnswer } from '../frame-page.fixture.ts';

const NEW_EMAIL = 'grace@example.com';

/** Each step answers what the reference auth server answers. */
const updateRoutes = () => ({
  'POST /api/email/update': (): RouteAnswer => ({ body: { action: 'VERIFY_PRIMARY_OTP' } }),
  'POST /api/email/update/primary': (): RouteAnswer => ({ body: { action: 'VERIFY_SECONDARY_OTP' } }),
  'POST /api/email/update/secondary': (): RouteAnswer => ({ body: { newEmail: NEW_EMAIL } }),
  'GET /api/user': (): RouteAnswer => ({ body: { email: NEW_EMAIL, address: ADDRESS } }),
});

describe('the frame\'s change of e-mail', () => {
  it('sends each step to the server with the session token and answers the next step, then the new e-mail', async () => {
    const page = framePage({ token: 'token-1', routes: updateRoutes() });
    expect((await page.request('updateEmail', { email: NEW_EMAIL })).message)
      .toMatchObject({ type: '@w3m-frame/UPDATE_EMAIL_SUCCESS', payload: { action: 'VERIFY_PRIMARY_OTP' } });
    expect((await page.request('updateEmailPrimaryOtp', { otp: '111111' })).message)
      .toMatchObject({ type: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', payload: { action: 'VERIFY_SECONDARY_OTP' } });
    expect((await page.request('updateEmailSecondaryOtp', { otp: '222222' })).message)
      .toMatchObject({ type: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', payload: { newEmail: NEW_EMAIL } });
    expect(page.server.calls).toEqual([
      { method: 'POST', path: '/api/email/update', body: { newEmail: NEW_EMAIL }, authorization: 'DPoP token-1' },
      { method: 'POST', path: '/api/email/update/primary', body: { otp: '111111' }, authorization: 'DPoP token-1' },
      { method: 'POST', path: '/api/email/update/secondary', body: { otp: '222222' }, authorization: 'DPoP token-1' },
    ]);
    expect((await page.request('getUser', { chainId: 1 })).message.payload).toMatchObject({ email: NEW_EMAIL, address: ADDRESS });
    expect(page.storage.getItem('walletport-frame:session')).toBe('token-1');
  });

  it('passes the server\'s catalogue text on and keeps the session', async () => {
    const routes = {
      ...updateRoutes(),
      'POST /api/email/update': (): RouteAnswer => ({ status: 409, body: { error: { code: 'EMAIL_IN_USE', message: 'This e-mail belongs to another wallet.' } } }),
      'POST /api/email/update/secondary': (): RouteAnswer => ({ status: 400, body: { error: { code: 'OTP_INVALID', message: 'Invalid code. Please try again.' } } }),
    };
    const page = framePage({ token: 'token-1', routes });
    expect((await page.request('updateEmail', { email: NEW_EMAIL })).message)
      .toMatchObject({ type: '@w3m-frame/UPDATE_EMAIL_ERROR', payload: { message: 'This e-mail belongs to another wallet.' } });
    expect((await page.request('updateEmailSecondaryOtp', { otp: '222222' })).message)
      .toMatchObject({ type: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_ERROR', payload: { message: 'Invalid code. Please try again.' } });
    expect(page.storage.getItem('walletport-frame:session')).toBe('token-1');
  });

  it('without a session answers the session text, without a call; a refused token is dropped', async () => {
    const page = framePage({ routes: updateRoutes() });
    expect((await page.request('updateEmail', { email: NEW_EMAIL })).message.payload).toEqual({ message: catalogueMessage('SESSION_TOKEN_INVALID') });
    expect(page.server.calls).toEqual([]);

    const expired = framePage({
      token: 'token-1',
      routes: { 'POST /api/email/update/primary': () => ({ status: 401, body: { error: { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' } } }) },
    });
    expect((await expired.request('updateEmailPrimaryOtp', { otp: '111111' })).message.payload).toEqual({ message: 'Session Expired' });
    expect(expired.storage.getItem('walletport-frame:session')).toBeNull();
  });

  it('refuses a malformed address or code before any call', async () => {
    const page = framePage({ token: 'token-1', routes: updateRoutes() });
    expect((await page.request('updateEmail', { email: 'not-an-email' })).message.type).toBe('@w3m-frame/UPDATE_EMAIL_ERROR');
    expect((await page.request('updateEmailPrimaryOtp', { otp: '12345' })).message.type).toBe('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR');
    expect(page.server.calls).toEqual([]);
  });

  it('does not pass on a server answer of the wrong shape', async () => {
    const page = framePage({
      token: 'token-1',
      routes: { ...updateRoutes(), 'POST /api/email/update/secondary': () => ({ body: { newEmail: 'not an address' } }) },
    });
    expect((await page.request('updateEmailSecondaryOtp', { otp: '222222' })).message.payload).toEqual({ message: catalogueMessage('HTTP_INVALID_BODY') });
  });
});
