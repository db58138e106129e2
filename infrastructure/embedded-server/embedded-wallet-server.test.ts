import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringToHex, verifyMessage } from 'viem';
import { startEmbeddedWalletServer } from './embedded-wallet-server.ts';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from './embedded-wallet-server.fixture.ts';
import { SESSION_LIFETIME_MS } from './sessions/sessions.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ deviceWaitMs: 1_500 });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

describe('the e-mail login over HTTP', () => {
  it('mails a code, signs in with it, and signs messages that verify against the address', async () => {
    const email = 'flow@example.test';
    expect((await t.api.post('/api/email/start', { email: 'Flow@Example.test' })).json).toEqual({ action: 'VERIFY_OTP' });

    const mailbox = (await t.api.get(`/api/dev/mailbox?email=${email}`)).json;
    expect(mailbox).toMatchObject({ otp: expect.stringMatching(/^\d{6}$/), deviceLink: null });
    expect(mailbox.messages).toEqual([{ to: email, subject: 'Your sign-in code', text: expect.stringContaining(String(mailbox.otp)) }]);

    const wrong = await t.api.post('/api/otp/verify', { email, otp: mailbox.otp === '000000' ? '000001' : '000000' });
    expect([wrong.status, wrong.json.error]).toEqual([400, { code: 'OTP_INVALID', message: 'Invalid code. Please try again.' }]);

    const verified = await t.api.post('/api/otp/verify', { email, otp: mailbox.otp });
    const { sessionToken, user } = verified.json as { sessionToken: string; user: { email: string; address: `0x${string}` } };
    expect(user).toEqual({ email, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect((await t.api.get('/api/user', sessionToken)).json).toEqual({ ...user, socialProvider: null, userName: null });

    const signed = await t.api.post('/api/sign/message', { message: stringToHex('hello walletport') }, sessionToken);
    const signature = signed.json.signature as `0x${string}`;
    expect(await verifyMessage({ address: user.address, message: 'hello walletport', signature })).toBe(true);
    expect(await verifyMessage({ address: user.address, message: 'something else', signature })).toBe(false);
    const notHex = await t.api.post('/api/sign/message', { message: 'hello' }, sessionToken);
    expect([notHex.status, notHex.json.error?.code]).toEqual([400, 'INVALID_ARGUMENT']);
  });

  it('holds back a new code for 30 s with the catalogue text', async () => {
    await t.api.post('/api/email/start', { email: 'again@example.test' });
    const again = await t.api.post('/api/email/start', { email: 'again@example.test' });
    expect(again.status).toBe(429);
    expect(again.json.error).toEqual({ code: 'EMAIL_LOGIN_COOLDOWN', message: expect.stringMatching(/^Please try again after (30|29) seconds$/) });
  });

  it('refuses a malformed e-mail as INVALID_ARGUMENT', async () => {
    const answer = await t.api.post('/api/email/start', { email: 'not-an-email' });
    expect([answer.status, answer.json.error]).toEqual([400, { code: 'INVALID_ARGUMENT', message: 'email needs a valid e-mail address' }]);
  });
});

describe('a second device', () => {
  it('waits for its link, is confirmed by the POST (not the GET), and gets the same address', async () => {
    const email = 'devices@example.test';
    const first = await t.signIn(email);
    t.advance(31_000); // past the cooldown of the first code
    const phone = t.newDevice();
    expect((await phone.post('/api/email/start', { email })).json).toEqual({ action: 'VERIFY_DEVICE' });
    const { otp, deviceLink } = (await t.api.get(`/api/dev/mailbox?email=${email}`)).json as { otp: string; deviceLink: string };
    expect(deviceLink.startsWith(`${t.server.url}/device?token=`)).toBe(true);

    const early = await phone.post('/api/otp/verify', { email, otp });
    expect([early.status, early.json.error?.code]).toEqual([403, 'DEVICE_NOT_VERIFIED']);
    const started = Date.now();
    expect((await phone.post('/api/device/wait', { email })).json).toEqual({ verified: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);

    const page = await t.api.get(new URL(deviceLink).pathname + new URL(deviceLink).search);
    expect(page.text).toContain('data-testid="wp-device-confirm"');
    const afterGet = await phone.post('/api/otp/verify', { email, otp });
    expect(afterGet.json.error?.code).toBe('DEVICE_NOT_VERIFIED'); // mail scanners prefetch links
    const waiting = phone.post('/api/device/wait', { email });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const confirmedAt = Date.now();
    const token = new URL(deviceLink).searchParams.get('token');
    expect((await t.api.post('/api/device/verify', { token })).json).toEqual({ email });
    expect((await waiting).json).toEqual({ verified: true });
    expect(Date.now() - confirmedAt).toBeLessThan(1_000); // woken by the confirmation, not by a poll or the timeout

    const second = await phone.post('/api/otp/verify', { email, otp });
    expect((second.json.user as { address: string }).address).toBe(first.address);
    const forged = await t.api.post('/api/device/verify', { token: 'forged.token.value' });
    expect([forged.status, forged.json.error?.code]).toEqual([400, 'DEVICE_LINK_INVALID']);
  });
});

describe('session tokens', () => {
  it('a missing or garbage token is 401 SESSION_TOKEN_INVALID', async () => {
    const expected = { code: 'SESSION_TOKEN_INVALID', message: 'This session is not valid here. Sign in again.' };
    for (const answer of [await t.api.get('/api/user'), await t.api.get('/api/user', 'garbage'),
      await t.api.post('/api/sign/message', { message: '0x00' }, 'a.b.c'), await t.api.post('/api/sign-out', {})]) {
      expect([answer.status, answer.json.error]).toEqual([401, expected]);
    }
  });

  it('a signed-out token is refused with 401', async () => {
    const { sessionToken } = await t.signIn('out@example.test');
    expect((await t.api.post('/api/sign-out', {}, sessionToken)).json).toEqual({});
    const after = await t.api.get('/api/user', sessionToken);
    // sessions.ts files a signed-out token under JWT_TOKEN_NOT_VALID, the alert 'Session Expired'.
    expect([after.status, after.json.error]).toEqual([401, { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' }]);
  });

  it('an expired token is 401 JWT_TOKEN_NOT_VALID, "Session Expired"', async () => {
    const { sessionToken } = await t.signIn('expiring@example.test');
    t.advance(SESSION_LIFETIME_MS);
    const answer = await t.api.get('/api/user', sessionToken);
    expect([answer.status, answer.json.error]).toEqual([401, { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' }]);
  });
});

describe('requests the server refuses', () => {
  it('answers 413 to a body over 64 KiB, and reads one just under it', async () => {
    const padding = (size: number) => JSON.stringify({ email: 'big@example.test', padding: 'x'.repeat(size) });
    const over = await t.api.raw('/api/email/start', { method: 'POST', headers: { 'content-type': 'application/json' }, body: padding(64 * 1024) });
    expect([over.status, over.json.error?.code]).toEqual([413, 'INVALID_ARGUMENT']);
    const proof = await t.api.headersFor('POST', '/api/email/start');
    const under = await t.api.raw('/api/email/start', { method: 'POST', headers: { 'content-type': 'application/json', ...proof }, body: padding(60 * 1024) });
    expect(under.json).toEqual({ action: 'VERIFY_OTP' });
  });

  it('answers 400 to malformed JSON or a non-object, 415 to another content type, 404 and 405 off the routes', async () => {
    const post = (body: string, type = 'application/json') => t.api.raw('/api/email/start', { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('{"email":')).json.error).toEqual({ code: 'INVALID_ARGUMENT', message: 'body needs valid JSON' });
    expect((await post('{"email":')).status).toBe(400);
    expect((await post('[1,2]')).json.error?.message).toBe('body needs a JSON object');
    expect((await post('{"email":"a@b.test","deviceId":"d"}', 'text/plain')).status).toBe(415);
    expect((await t.api.get('/api/nothing-here')).status).toBe(404);
    expect((await t.api.get('/api/email/start')).status).toBe(405);
  });

  it('never sends Access-Control-* headers, not even to a preflight', async () => {
    const preflight = await t.api.raw('/api/user', {
      method: 'OPTIONS', headers: { origin: 'https://dapp.example.test', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    // Pages, scripts and errors too, besides every API answer the tests above got.
    for (const path of ['/frame', '/frame.js', '/device?token=x', '/device.js', '/mailbox', '/api/dev/mailbox', '/api/user']) await t.api.get(path);
    expect(t.api.answers.map((answer) => answer.status)).toEqual(expect.arrayContaining([200, 401, 405]));
    for (const answer of t.api.answers) {
      expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('the idle timeout', () => {
  it('stops the server after the given time without requests', async () => {
    const idle = await startTestServer({ idleTimeoutMs: 400 });
    try {
      const started = Date.now();
      await idle.api.get('/api/user'); // a request restarts the count
      await idle.server.stopped;
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      await expect(fetch(`${idle.server.url}/api/user`)).rejects.toThrow();
      expect(idle.logLines.at(-1)).toMatch(/stopped$/);
    } finally {
      await idle.server.stop();
    }
  }, SERVER_START_TIMEOUT_MS);
});

describe('configuration', () => {
  const valid = {
    projectId: 'p', allowedOrigins: [], rpcUrls: {}, log: () => undefined,
    masterKey: 'ab'.repeat(32), otpSecret: 'o'.repeat(32), jwtSecret: 'j'.repeat(32), mailer: 'development' as const,
  };

  it('refuses bad secrets and RPC URLs before opening anything', async () => {
    await expect(startEmbeddedWalletServer({ ...valid, masterKey: 'short' })).rejects.toThrow('masterKey needs 32 bytes as hex or base64');
    await expect(startEmbeddedWalletServer({ ...valid, jwtSecret: 'short' })).rejects.toThrow('jwtSecret needs at least 32 characters');
    await expect(startEmbeddedWalletServer({ ...valid, rpcUrls: { 1: 'ftp://node' } })).rejects.toThrow('rpcUrls[1] needs an http(s) URL');
    await expect(startEmbeddedWalletServer({ ...valid, projectId: '' })).rejects.toThrow('projectId needs a non-empty string');
    // No silent fallback to the development mailbox, whose /mailbox page lists every code.
    await expect(startEmbeddedWalletServer({ ...valid, mailer: undefined as unknown as 'development' })).rejects.toThrow("mailer needs 'development' or { smtpUrl }");
  });
});
