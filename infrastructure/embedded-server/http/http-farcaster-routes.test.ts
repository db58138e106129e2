import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARCASTER_TEST_USERNAME, startFarcasterRelay, type FarcasterRelay } from '../../../test/stand-ins/farcaster-relay.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { startEmbeddedWalletServer } from '../embedded-wallet-server.ts';
import { DAPP_ORIGIN, PROJECT_ID, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../embedded-wallet-server.fixture.ts';
import { addFarcasterRoutes } from './http-farcaster-routes.ts';
import { createRouter, type RouteContext } from './http-router.ts';

let relay: FarcasterRelay;
let test: TestServer;
beforeAll(async () => {
  relay = await startFarcasterRelay();
  test = await startTestServer({ farcaster: { relayUrl: relay.url, waitMs: 200, pollMs: 20 } });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await test?.server.stop();
  await relay?.stop();
});

async function start(): Promise<{ url: string; channelId: string; channelToken: string }> {
  const answer = await test.api.post('/api/farcaster/start', { origin: DAPP_ORIGIN });
  expect(answer.status).toBe(200);
  const { url, channelId } = answer.json as { url: string; channelId: string };
  return { url, channelId, channelToken: new URL(url).searchParams.get('channelToken') ?? '' };
}

/** What the client page's Approve button does. */
async function clickApprove(channelToken: string): Promise<void> {
  const click = await fetch(`${relay.url}/client/approve`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channelToken }),
  });
  expect(click.status).toBe(201);
}

describe('Farcaster sign-in over HTTP', () => {
  it('answers the client\'s link, and once approved a session whose user is the Farcaster account', async () => {
    const { url, channelId, channelToken } = await start();
    expect(url.startsWith(`${relay.url}/client?channelToken=`)).toBe(true);
    expect(channelId).not.toContain(channelToken);
    expect(await (await fetch(url)).text()).toContain(`Sign in to ${new URL(test.server.url).host}?`);
    await clickApprove(channelToken);

    const waited = await test.api.post('/api/farcaster/wait', { channelId });
    expect(waited.status).toBe(200);
    const { sessionToken, user } = waited.json as { sessionToken: string; user: { email: null; address: string } };
    expect(user).toEqual({ email: null, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    const me = await test.api.get('/api/user', sessionToken);
    expect(me.json).toEqual({ email: null, address: user.address, socialProvider: 'farcaster', userName: FARCASTER_TEST_USERNAME });

    const again = await start();
    await clickApprove(again.channelToken);
    expect((await test.api.post('/api/farcaster/wait', { channelId: again.channelId })).json).toMatchObject({ user: { address: user.address } });
  });

  it('answers pending after the wait time while the client has not approved', async () => {
    const { channelId } = await start();
    const waited = await test.api.post('/api/farcaster/wait', { channelId });
    expect([waited.status, waited.json]).toEqual([200, { pending: true }]);
  });

  it('refuses a forged approval with FARCASTER_SIGNATURE_INVALID, and the channel after it', async () => {
    const { channelId, channelToken } = await start();
    await relay.approve(channelToken, { domain: 'evil.example' });
    const refusal = { error: { code: 'FARCASTER_SIGNATURE_INVALID', message: 'The Farcaster approval could not be verified. Start again.' } };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const waited = await test.api.post('/api/farcaster/wait', { channelId });
      expect([waited.status, waited.json]).toEqual([400, refusal]);
    }
  });

  it('refuses malformed requests', async () => {
    const unproven = await test.api.raw('/api/farcaster/start', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([unproven.status, unproven.json.error?.code]).toEqual([401, 'DEVICE_PROOF_INVALID']);
    expect((await test.api.post('/api/farcaster/wait', { channelId: ['x'] })).json.error?.code).toBe('INVALID_ARGUMENT');
  });
});

describe('a server without a Farcaster relay', () => {
  it('answers both calls that Farcaster sign-in is not offered', async () => {
    const router = addFarcasterRoutes(createRouter(), undefined);
    const context = { json: async () => ({ channelId: 'c' }), deviceKey: async () => 'device-key-1', signal: new AbortController().signal } as unknown as RouteContext;
    for (const path of ['/api/farcaster/start', '/api/farcaster/wait']) {
      const failure = await router.find('POST', path)(context).catch((error: unknown) => error);
      expect(WalletportError.is(failure, 'SOCIAL_PROVIDER_NOT_CONFIGURED')).toBe(true);
      expect((failure as WalletportError).shortMessage).toBe('Sign-in with farcaster is not available on this site.');
    }
  });

  it.each([
    [{ relayUrl: 'http://relay.example' }, 'farcaster.relayUrl'],
    [{ relayUrl: 'https://relay.example', custodyUrl: 'ftp://registry.example' }, 'farcaster.custodyUrl'],
    [{ relayUrl: 'https://relay.example', waitMs: -1 }, 'farcaster.waitMs'],
  ])('refuses to start with the option %j', async (farcaster, name) => {
    const failure = await startEmbeddedWalletServer({
      projectId: PROJECT_ID, allowedOrigins: [DAPP_ORIGIN], rpcUrls: {}, masterKey: randomBytes(32).toString('hex'),
      otpSecret: 'otp-secret-of-at-least-32-characters!', jwtSecret: 'jwt-secret-of-at-least-thirty-two-chars',
      mailer: 'development', log: () => undefined, farcaster,
    }).catch((error: unknown) => error);
    expect(WalletportError.is(failure, 'INVALID_ARGUMENT')).toBe(true);
    expect((failure as WalletportError).shortMessage).toContain(name);
  });
});
