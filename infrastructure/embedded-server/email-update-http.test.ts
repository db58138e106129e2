import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from './embedded-wallet-server.fixture.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

const mailedCode = async (email: string): Promise<string> => {
  const { otp } = (await t.api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`)).json;
  if (typeof otp !== 'string') throw new Error(`No code was mailed to ${email}`);
  return otp;
};
const other = (code: string) => (code === '000000' ? '000001' : '000000');

describe('changing the e-mail over HTTP', () => {
  it('takes both codes, then the new e-mail signs in to the same wallet', async () => {
    const { sessionToken, address } = await t.signIn('http-old@example.test');
    const started = await t.api.post('/api/email/update', { newEmail: 'HTTP-new@example.test' }, sessionToken);
    expect([started.status, started.json]).toEqual([200, { action: 'VERIFY_PRIMARY_OTP' }]);

    const primary = await mailedCode('http-old@example.test');
    const wrong = await t.api.post('/api/email/update/primary', { otp: other(primary) }, sessionToken);
    expect([wrong.status, wrong.json.error]).toEqual([400, { code: 'OTP_INVALID', message: 'Invalid code. Please try again.' }]);
    const next = await t.api.post('/api/email/update/primary', { otp: primary }, sessionToken);
    expect([next.status, next.json]).toEqual([200, { action: 'VERIFY_SECONDARY_OTP' }]);
    expect((await t.api.get('/api/user', sessionToken)).json).toEqual({ email: 'http-old@example.test', address, socialProvider: null, userName: null });

    const secondary = await mailedCode('http-new@example.test');
    const done = await t.api.post('/api/email/update/secondary', { otp: secondary }, sessionToken);
    expect([done.status, done.json]).toEqual([200, { newEmail: 'http-new@example.test' }]);
    expect((await t.api.get('/api/user', sessionToken)).json).toEqual({ email: 'http-new@example.test', address, socialProvider: null, userName: null });

    const again = await t.signIn('http-new@example.test'); // this device is confirmed for the new e-mail
    expect(again.address).toBe(address);
    const old = await t.signIn('http-old@example.test', t.newDevice());
    expect(old.address).not.toBe(address);
  });

  it('answers an address of another wallet with 409 EMAIL_IN_USE at the last step, after its code', async () => {
    await t.signIn('http-taken@example.test');
    const { sessionToken } = await t.signIn('http-taker@example.test');
    const started = await t.api.post('/api/email/update', { newEmail: 'http-taken@example.test' }, sessionToken);
    expect([started.status, started.json]).toEqual([200, { action: 'VERIFY_PRIMARY_OTP' }]);
    await t.api.post('/api/email/update/primary', { otp: await mailedCode('http-taker@example.test') }, sessionToken);
    const answer = await t.api.post('/api/email/update/secondary', { otp: await mailedCode('http-taken@example.test') }, sessionToken);
    expect([answer.status, answer.json.error]).toEqual([409, { code: 'EMAIL_IN_USE', message: 'This e-mail belongs to another wallet.' }]);
  });

  it('needs a session token, the fields, and POST', async () => {
    const { sessionToken } = await t.signIn('http-fields@example.test');
    for (const path of ['/api/email/update', '/api/email/update/primary', '/api/email/update/secondary']) {
      const anonymous = await t.api.post(path, { newEmail: 'x@example.test', otp: '123456', deviceId: 'd' });
      expect([path, anonymous.status, anonymous.json.error?.code]).toEqual([path, 401, 'SESSION_TOKEN_INVALID']);
      expect((await t.api.get(path, sessionToken)).status).toBe(405);
    }
    const noEmail = await t.api.post('/api/email/update', { email: 'x@example.test' }, sessionToken);
    expect([noEmail.status, noEmail.json.error]).toEqual([400, { code: 'INVALID_ARGUMENT', message: 'newEmail needs a string' }]);
    const noCode = await t.api.post('/api/email/update/secondary', {}, sessionToken);
    expect([noCode.status, noCode.json.error?.message]).toEqual([400, 'otp needs a string']);
  });

  it('holds back a new change for 30 s with the catalogue text', async () => {
    const { sessionToken } = await t.signIn('http-again@example.test');
    await t.api.post('/api/email/update', { newEmail: 'http-again-1@example.test' }, sessionToken);
    const again = await t.api.post('/api/email/update', { newEmail: 'http-again-2@example.test' }, sessionToken);
    expect(again.status).toBe(429);
    expect(again.json.error).toEqual({ code: 'EMAIL_LOGIN_COOLDOWN', message: expect.stringMatching(/^Please try again after (30|29) seconds$/) });
  });
});
