import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_START_TIMEOUT_MS, startTestServer, type ApiClient, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

// The attacker holds a list of e-mails and wants to learn which of them have a wallet here, to phish
// their owners or pick targets, from the server's answers alone and without the owners being mailed.
// Asking for a login code still tells (VERIFY_DEVICE), because the frame must show the device step
// before the code arrives; but that mails the owner a device link, so it is never silent.
// (The test reads the development mailbox only to be sure a guess is wrong; the attacker cannot.)

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.signIn('owner@example.test'); // the owner, on their own device
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

const KNOWN = 'owner@example.test';
const UNKNOWN = 'nobody@example.test';

async function mailedCode(to: string): Promise<string> {
  const { otp } = (await t.api.get(`/api/dev/mailbox?email=${encodeURIComponent(to)}`)).json;
  if (typeof otp !== 'string') throw new Error(`No code was mailed to ${to}`);
  return otp;
}
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
const seen = async (answer: Promise<{ status: number; json: unknown }>) => {
  const { status, json } = await answer;
  return { status, json };
};

describe('an attacker probing which e-mails have a wallet', () => {
  it('gets the same answer to a code sent without asking for one, for an e-mail with a wallet and one without', async () => {
    const attacker = t.newDevice();
    const probe = (email: string) => seen(attacker.post('/api/otp/verify', { email, otp: '123456' }));
    const known = await probe(KNOWN);
    expect(known).toEqual(await probe(UNKNOWN));
    expect(known).toEqual({ status: 400, json: { error: { code: 'OTP_EXPIRED', message: 'The code has expired. Ask for a new one.' } } });
  });

  it('gets the same answer to a wrong code, for an e-mail with a wallet and one without', async () => {
    t.advance(31_000);
    const attacker: ApiClient = t.newDevice();
    const probe = async (email: string) => {
      await attacker.post('/api/email/start', { email });
      return seen(attacker.post('/api/otp/verify', { email, otp: wrongFor(await mailedCode(email)) }));
    };
    const known = await probe(KNOWN);
    expect(known).toEqual(await probe(UNKNOWN));
    expect(known).toEqual({ status: 400, json: { error: { code: 'OTP_INVALID', message: 'Invalid code. Please try again.' } } });
  });

  it('gets the same answers changing their own e-mail to an address with a wallet as to a free one', async () => {
    const attacker = t.newDevice();
    const own = 'prober@example.test';
    const { sessionToken } = await t.signIn(own, attacker);
    const probe = async (newEmail: string) => {
      t.advance(31_000);
      const started = await seen(attacker.post('/api/email/update', { newEmail }, sessionToken));
      const primary = await seen(attacker.post('/api/email/update/primary', { otp: await mailedCode(own) }, sessionToken));
      return [started, primary];
    };
    const known = await probe(KNOWN);
    expect(known).toEqual(await probe(UNKNOWN));
    expect(known).toEqual([{ status: 200, json: { action: 'VERIFY_PRIMARY_OTP' } }, { status: 200, json: { action: 'VERIFY_SECONDARY_OTP' } }]);
    expect((await attacker.get('/api/user', sessionToken)).json.email).toBe(own);
  });
});
