import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_START_TIMEOUT_MS, startTestServer, type ApiAnswer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

// The attacker works from one address against many e-mails at once: each e-mail stays under its own
// cooldown and lock-out, so only a limit on the address stops them from mailing codes to a list of
// strangers, or from spreading guesses over many victims. They also forge X-Forwarded-For, hoping the
// server takes each request for another visitor's.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

const LIMITED = { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in requests. Try again in 10 minutes.' };
const outcome = (answer: ApiAnswer) => (answer.status === 200 ? 'accepted' : `${answer.status} ${answer.json.error?.code}`);

/** A call from a fresh device key (the attacker makes as many as they like) with a forged X-Forwarded-For. */
async function forging(path: string, body: unknown, forwardedFor: string): Promise<ApiAnswer> {
  const client = t.newDevice();
  return client.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, ...(await client.headersFor('POST', path)) },
    body: JSON.stringify(body),
  });
}

describe('an attacker flooding from one address', () => {
  it('gets codes mailed to 20 e-mails in 10 minutes and no more, forged X-Forwarded-For or not', async () => {
    // The window counts in buckets of a minute, and "try again in" is when its oldest bucket leaves it:
    // a flood that began late in a minute and crossed into the next hears 9 minutes, truly. Starting at
    // a bucket's start (the server's clock is the wall clock here, not yet advanced), it hears 10.
    t.advance(60_000 - (Date.now() % 60_000));
    const answers: ApiAnswer[] = [];
    for (let index = 0; index < 25; index += 1) {
      answers.push(await forging('/api/email/start', { email: `stranger-${index}@example.test` }, `203.0.113.${index}`));
    }
    expect(answers.map(outcome)).toEqual([...Array(20).fill('accepted'), ...Array(5).fill('429 TOO_MANY_REQUESTS')]);
    expect(answers[20]?.json.error).toEqual(LIMITED);
    const mailed = (await t.api.get('/api/dev/mailbox')).json.messages as unknown[];
    expect(mailed).toHaveLength(20);
    t.advance(10 * 60_000);
    expect(outcome(await forging('/api/email/start', { email: 'stranger-later@example.test' }, '203.0.113.99'))).toBe('accepted');
  });

  it('gets 50 code checks in 10 minutes and no more, spread over e-mails that each stay under their lock-out', async () => {
    t.advance(10 * 60_000);
    const answers: ApiAnswer[] = [];
    for (let index = 0; index < 56; index += 1) {
      // Four guesses per victim: one short of each victim's lock-out.
      const email = `spread-${Math.floor(index / 4)}@example.test`;
      answers.push(await forging('/api/otp/verify', { email, otp: '000000' }, `198.51.100.${index}`));
    }
    expect(answers.slice(0, 50).every((answer) => answer.json.error?.code !== 'TOO_MANY_REQUESTS')).toBe(true);
    expect(answers.slice(50).map(outcome)).toEqual(Array(6).fill('429 TOO_MANY_REQUESTS'));
  });
});
