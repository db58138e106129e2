import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAPP_ORIGIN, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';
import { FARCASTER_TEST_USERNAME, startFarcasterRelay, type FarcasterRelay } from '../stand-ins/farcaster-relay.ts';

// The visitor signs in with Farcaster from the wallet frame. The attacker reads the channel id (a
// script on the page, a log, a request it watched) and has its backend wait on the channel from a
// device of its own: whoever's wait sees the approval first would get the visitor's session.

let relay: FarcasterRelay;
let t: TestServer;
beforeAll(async () => {
  relay = await startFarcasterRelay();
  t = await startTestServer({ farcaster: { relayUrl: relay.url, waitMs: 200, pollMs: 20 } });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.server.stop();
  await relay?.stop();
});

describe('an attacker holding the visitor\'s Farcaster channel id', () => {
  it('waits on the visitor\'s channel from its own backend and collects the session once the visitor approves', async () => {
    const visitor = t.api;
    // The frame names the dApp page it was embedded by, as it pinned it.
    const started = await visitor.post('/api/farcaster/start', { origin: DAPP_ORIGIN });
    expect(started.status).toBe(200);
    const { url, channelId } = started.json as { url: string; channelId: string };
    // The visitor approves in their Farcaster client.
    await relay.approve(new URL(url).searchParams.get('channelToken') ?? '');

    const backend = t.newDevice();
    const taken = await backend.post('/api/farcaster/wait', { channelId });
    expect([taken.status, taken.json.error?.code]).toEqual([403, 'LOGIN_OTHER_DEVICE']);
    expect(taken.json).not.toHaveProperty('sessionToken');

    const own = await visitor.post('/api/farcaster/wait', { channelId });
    expect(own.status).toBe(200);
    const { sessionToken } = own.json as { sessionToken: string };
    expect((await visitor.get('/api/user', sessionToken)).json).toMatchObject({ socialProvider: 'farcaster', userName: FARCASTER_TEST_USERNAME });
  });
});
