import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_START_TIMEOUT_MS, startTestServer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

// The attacker runs a script on the dApp's page: it reads the six digits the visitor types into the
// wallet's code field (or the visitor pastes them somewhere the script sees) and sends them to its own
// backend, which races the visitor's frame to /api/otp/verify from a device of its own.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.server.stop();
});

describe('an attacker holding the e-mail code the visitor typed', () => {
  it('redeems the code from its own backend before the visitor\'s frame does', async () => {
    // A first sign-in: the e-mail has no wallet yet, so no device link stands in the way.
    const email = 'typed-code@example.test';
    const visitor = t.api;
    expect((await visitor.post('/api/email/start', { email })).json).toEqual({ action: 'VERIFY_OTP' });
    const typed = (await t.api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`)).json.otp as string;
    expect(typed).toMatch(/^\d{6}$/);

    const backend = t.newDevice();
    const stolen = await backend.post('/api/otp/verify', { email, otp: typed });
    expect([stolen.status, stolen.json.error]).toEqual([403, {
      code: 'LOGIN_OTHER_DEVICE', message: 'This sign-in was started on another device or site. Start it again here.',
    }]);
    expect(stolen.json).not.toHaveProperty('sessionToken');
    expect(stolen.json).not.toHaveProperty('user');

    // The refused try spent nothing of the visitor's: the same code signs the visitor in.
    const own = await visitor.post('/api/otp/verify', { email, otp: typed });
    expect(own.status).toBe(200);
    const { sessionToken } = own.json as { sessionToken: string };
    expect((await visitor.get('/api/user', sessionToken)).json).toMatchObject({ email });
  });
});
