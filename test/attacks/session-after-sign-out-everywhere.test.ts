import { stringToHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_START_TIMEOUT_MS, startTestServer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

// The attacker read the visitor's mailbox for a while: it confirmed its own device with the device link
// and signed in with the code, so it holds a session of its own on the visitor's wallet, properly bound
// to its own device key. The visitor notices and signs out everywhere from their laptop.

const MESSAGE = stringToHex('Permit: spender 0xattacker, value unlimited');
const SESSION_EXPIRED = { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.server.stop();
});

describe('an attacker holding a session on the visitor\'s wallet', () => {
  it('keeps signing with it after the visitor signs out everywhere', async () => {
    const email = 'everywhere@example.test';
    const laptop = t.api;
    const { sessionToken: laptopToken } = await t.signIn(email, laptop);
    t.advance(31_000); // past the cooldown of the visitor's code

    const attacker = t.newDevice();
    expect((await attacker.post('/api/email/start', { email })).json).toEqual({ action: 'VERIFY_DEVICE' });
    const { otp, deviceLink } = (await t.api.get(`/api/dev/mailbox?email=${email}`)).json as { otp: string; deviceLink: string };
    expect((await attacker.post('/api/device/verify', { token: new URL(deviceLink).searchParams.get('token') })).json).toEqual({ email });
    const { sessionToken: attackerToken } = (await attacker.post('/api/otp/verify', { email, otp })).json as { sessionToken: string };
    expect((await attacker.post('/api/sign/message', { message: MESSAGE }, attackerToken)).json.signature).toMatch(/^0x[0-9a-f]{130}$/);

    t.advance(1_000);
    const everywhere = await laptop.post('/api/sign-out/everywhere', {}, laptopToken);
    expect([everywhere.status, everywhere.json]).toEqual([200, {}]);

    // Each token is used from the device it is bound to, with a fresh proof: only the sign-out refuses it.
    const attackerSigns = await attacker.post('/api/sign/message', { message: MESSAGE }, attackerToken);
    expect([attackerSigns.status, attackerSigns.json]).toEqual([401, { error: SESSION_EXPIRED }]);
    const attackerReads = await attacker.get('/api/user', attackerToken);
    expect([attackerReads.status, attackerReads.json]).toEqual([401, { error: SESSION_EXPIRED }]);
    const laptopReads = await laptop.get('/api/user', laptopToken);
    expect([laptopReads.status, laptopReads.json]).toEqual([401, { error: SESSION_EXPIRED }]);

    // The visitor signs in again afterwards; the new session works.
    t.advance(31_000);
    const { sessionToken: fresh } = await t.signIn(email, laptop);
    expect((await laptop.get('/api/user', fresh)).json).toMatchObject({ email });
  });
});
