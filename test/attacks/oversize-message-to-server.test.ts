import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_LIMITS } from '../../domain/embedded/signing-limits.ts';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

/**
 * The frame refuses an oversize message before its screen; a client that skips the frame and calls the
 * server with the visitor's own device and session (the only way the server answers at all) meets the
 * same bound there.
 */
describe('an oversize personal_sign sent to the server directly', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => t?.server.stop());

  it('is refused with 413 and nothing is signed; a message at the bound is signed', async () => {
    const { sessionToken } = await t.signIn('oversize@example.test');
    const over = `0x${'ab'.repeat(SIGNING_LIMITS.personalMessageBytes + 1)}`;
    const refused = await t.api.post('/api/sign/message', { message: over }, sessionToken);
    expect([refused.status, refused.json.error?.code, refused.json.signature]).toEqual([413, 'SIGNING_REQUEST_TOO_LARGE', undefined]);
    const atBound = await t.api.post('/api/sign/message', { message: `0x${'ab'.repeat(SIGNING_LIMITS.personalMessageBytes)}` }, sessionToken);
    expect(atBound.status).toBe(200);
  });
});
