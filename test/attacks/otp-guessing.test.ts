import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_START_TIMEOUT_MS, startTestServer, type ApiAnswer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

// The attacker knows the victim's e-mail and guesses the six-digit code from a device of their own,
// asking for a new code each time the 30 s cooldown allows, in the hope that every new code brings
// fresh attempts. At that pace a code falls in about a month; the lock-out must make it years.
// (The test reads the development mailbox only to be sure each guess is wrong; the attacker cannot.)

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

const COOLDOWN_PASSED_MS = 30_500;
const LOCKED = { code: 'OTP_LOCKED', message: 'Too many attempts. Try again in 15 minutes.' };

async function mailedCode(to: string): Promise<string> {
  const { otp } = (await t.api.get(`/api/dev/mailbox?email=${encodeURIComponent(to)}`)).json;
  if (typeof otp !== 'string') throw new Error(`No code was mailed to ${to}`);
  return otp;
}
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
const outcome = (answer: ApiAnswer) => (answer.status === 200 ? 'accepted' : `${answer.status} ${answer.json.error?.code}`);

describe('an attacker guessing codes across new codes', () => {
  it('is locked out of the login after five wrong codes in 15 minutes, whatever new codes they ask for', async () => {
    const email = 'victim-login@example.test';
    const attacker = t.newDevice();
    const guesses: ApiAnswer[] = [];
    const newCodes: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) t.advance(COOLDOWN_PASSED_MS);
      newCodes.push(outcome(await attacker.post('/api/email/start', { email })));
      for (let guess = 0; guess < 4; guess += 1) {
        guesses.push(await attacker.post('/api/otp/verify', { email, otp: wrongFor(await mailedCode(email)) }));
      }
    }
    expect(guesses.map(outcome)).toEqual([...Array(4).fill('400 OTP_INVALID'), ...Array(8).fill('429 OTP_LOCKED')]);
    expect(guesses[4]?.json.error).toEqual(LOCKED);
    expect(newCodes).toEqual(['accepted', 'accepted', '429 OTP_LOCKED']);

    const right = await attacker.post('/api/otp/verify', { email, otp: await mailedCode(email) });
    expect([right.status, right.json.error?.code]).toEqual([429, 'OTP_LOCKED']); // even the right code, while locked
    t.advance(15 * 60_000);
    expect(outcome(await attacker.post('/api/email/start', { email }))).toBe('accepted');
  });

  it('is locked out of an e-mail change after five wrong codes in 15 minutes, whatever new changes they start', async () => {
    // On a device signed in to the victim's wallet (left unlocked for a moment), the attacker tries to move
    // the wallet to their own address: that needs the code mailed to the victim's current address.
    const victim = 'victim-change@example.test';
    const { sessionToken } = await t.signIn(victim);
    const guesses: ApiAnswer[] = [];
    const newChanges: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      t.advance(COOLDOWN_PASSED_MS);
      newChanges.push(outcome(await t.api.post('/api/email/update', { newEmail: 'attacker@example.test' }, sessionToken)));
      for (let guess = 0; guess < 4; guess += 1) {
        const otp = wrongFor(await mailedCode(victim));
        guesses.push(await t.api.post('/api/email/update/primary', { otp }, sessionToken));
      }
    }
    expect(guesses.map(outcome)).toEqual([...Array(4).fill('400 OTP_INVALID'), ...Array(8).fill('429 OTP_LOCKED')]);
    expect(guesses[4]?.json.error).toEqual(LOCKED);
    expect(newChanges).toEqual(['accepted', 'accepted', '429 OTP_LOCKED']);
    const locked = await t.api.post('/api/email/update/primary', { otp: await mailedCode(victim) }, sessionToken);
    expect([locked.status, locked.json.error?.code]).toEqual([429, 'OTP_LOCKED']);
    expect((await t.api.get('/api/user', sessionToken)).json.email).toBe(victim);
  });
});
