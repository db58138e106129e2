import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, startTestServer, type ApiAnswer, type TestServer } from '../embedded-wallet-server.fixture.ts';
import { LIMITED_ROUTES } from './http-request-limits.ts';
import { REQUEST_LIMIT_WINDOW_MS } from '../storage/request-limits.ts';

// A server behind one trusted reverse proxy, which appends the client's address to X-Forwarded-For;
// small limits, so that each is reached in a few calls. Each test starts a fresh window.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ trustProxy: true, loginLimits: { perAddress: { codeRequests: 2, codeChecks: 3 }, global: { codeRequests: 6 } } });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

/** A POST from a new device, the proxy having written `forwardedFor` (or nothing). */
async function post(path: string, body: unknown, forwardedFor?: string): Promise<ApiAnswer> {
  const client = t.newDevice();
  const headers = { 'content-type': 'application/json', ...(await client.headersFor('POST', path)) };
  return client.raw(path, { method: 'POST', headers: forwardedFor === undefined ? headers : { ...headers, 'x-forwarded-for': forwardedFor }, body: JSON.stringify(body) });
}
const limited = (answer: ApiAnswer) => answer.status === 429 && answer.json.error?.code === 'TOO_MANY_REQUESTS';
const start = (index: number, forwardedFor?: string) => post('/api/email/start', { email: `limits-${index}@example.test` }, forwardedFor);

describe('the limits on code requests and checks over HTTP', () => {
  it('count per client as the trusted proxy names it: the last X-Forwarded-For entry, else the socket peer', async () => {
    // Past any earlier count, and at the start of a minute: the window counts in buckets of a minute, and a
    // burst that crossed into the next one would truly hear "9 minutes" (the server's clock is the wall clock here).
    t.advance(REQUEST_LIMIT_WINDOW_MS + 60_000 - (Date.now() % 60_000));
    // What the client wrote before the proxy's entry is ignored: 'forged' addresses do not spread the count.
    const answers = [await start(1, '10.0.0.1, 203.0.113.1'), await start(2, '10.0.0.2, 203.0.113.1'), await start(3, '10.0.0.3, 203.0.113.1')];
    expect(answers.map(limited)).toEqual([false, false, true]);
    expect(answers[2]?.json.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in requests. Try again in 10 minutes.' });
    expect(limited(await start(4, '203.0.113.2'))).toBe(false); // another visitor
    // An entry that is no address, or none at all, counts for the peer (the proxy itself).
    expect([await start(5, 'not-an-address'), await start(6), await start(7, '')].map(limited)).toEqual([false, false, true]);
  });

  it('have a ceiling for everyone together', async () => {
    t.advance(REQUEST_LIMIT_WINDOW_MS);
    const answers = [];
    for (let index = 0; index < 8; index += 1) answers.push(await start(10 + index, `198.51.100.${index}`));
    expect(answers.map(limited)).toEqual([...Array(6).fill(false), true, true]);
  });

  it('cover every route that mails or checks a code, whatever the call carries', async () => {
    t.advance(REQUEST_LIMIT_WINDOW_MS);
    const requests = Object.entries(LIMITED_ROUTES).filter(([, kind]) => kind === 'codeRequests').map(([path]) => path);
    const checks = Object.entries(LIMITED_ROUTES).filter(([, kind]) => kind === 'codeChecks').map(([path]) => path);
    expect(requests.sort()).toEqual(['/api/email/start', '/api/email/update']);
    expect(checks.sort()).toEqual(['/api/email/update/primary', '/api/email/update/secondary', '/api/otp/verify']);
    // Without a session or a valid body each call is refused, yet counted: the limit comes first.
    const requested = [];
    for (const path of [...requests, ...requests]) requested.push(await post(path, {}, '192.0.2.10'));
    expect(requested.map((answer) => answer.status)).toEqual([400, 401, 429, 429]);
    const checked = [];
    for (const path of [...checks, checks[0] ?? '']) checked.push(await post(path, { otp: '123456' }, '192.0.2.11'));
    expect(checked.map((answer) => answer.status)).toEqual([401, 401, 400, 429]);
  });
});
