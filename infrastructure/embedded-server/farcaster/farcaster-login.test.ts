import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARCASTER_TEST_FID, FARCASTER_TEST_USERNAME, startFarcasterRelay, type FarcasterApprovalOverrides, type FarcasterRelay } from '../../../test/stand-ins/farcaster-relay.ts';
import { authServiceFor, rejection } from '../email-login/auth-service.fixture.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { createFarcasterLogin, FARCASTER_LOGIN_LIFETIME_MS, type FarcasterLoginConfig } from './farcaster-login.ts';
import { createFarcasterRelayClient } from './farcaster-relay-client.ts';

const INVALID = 'FARCASTER_SIGNATURE_INVALID: The Farcaster approval could not be verified. Start again.';
/** The thumbprint of the device key that opens the channels. */
const DEVICE = 'device-key-thumbprint-1';
const DAPP = 'https://dapp.example.test';

// One in-memory database and relay for the file (starting PGlite takes seconds).
let db: SqlDatabase;
let relay: FarcasterRelay;
beforeAll(async () => {
  [db, relay] = await Promise.all([openPgliteDatabase(), startFarcasterRelay()]);
  await migrate(db);
}, 30_000);
afterAll(async () => {
  await relay?.stop();
  await db?.close();
});

function farcasterFor(overrides: Partial<FarcasterLoginConfig> & { readonly custodyUrl?: string } = {}) {
  const auth = authServiceFor(db);
  const relayClient = createFarcasterRelayClient({ relayUrl: relay.url, custodyUrl: overrides.custodyUrl ?? `${relay.url}/v1/custody` });
  const login = createFarcasterLogin({
    db, identityLogin: auth.service.identityLogin, relay: relayClient, publicUrl: 'http://127.0.0.1:4010', allowedOrigins: [DAPP],
    now: auth.config.now ?? Date.now, waitMs: 2_000, pollMs: 20, ...overrides,
  });
  return { auth, login };
}

/** The relay's token and the nonce of a channel: the server's secrets, read here to forge approvals. */
async function channelRow(channelId: string) {
  const { rows } = await db.query<{ channel_token: string; nonce: string; used: boolean }>(
    'SELECT channel_token, nonce, used FROM farcaster_logins WHERE channel_id = $1', [channelId]);
  if (rows[0] === undefined) throw new Error(`No channel ${channelId}`);
  return rows[0];
}

async function counts() {
  const { rows } = await db.query<{ users: number; identities: number }>(
    'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM identities) AS identities');
  return rows[0];
}

describe('Farcaster sign-in', () => {
  it('opens a relay channel for this server\'s domain and keeps its token and nonce from the page', async () => {
    const { login } = farcasterFor();
    const started = await login.start({ deviceKey: DEVICE, origin: DAPP });
    const row = await channelRow(started.channelId);
    expect(started.url).toBe(`${relay.url}/client?channelToken=${row.channel_token}`);
    expect(started.channelId).not.toContain(row.channel_token);
    expect(row.nonce).toMatch(/^[a-zA-Z0-9]{32,}$/);
    expect(row.used).toBe(false);
  });

  it('signs the fid in once the client approved; the same fid again reaches the same wallet', async () => {
    const { auth, login } = farcasterFor();
    const first = await login.start({ deviceKey: DEVICE, origin: DAPP });
    await relay.approve((await channelRow(first.channelId)).channel_token);
    const signedIn = await login.wait({ channelId: first.channelId, deviceKey: DEVICE });
    if (!('sessionToken' in signedIn)) throw new Error('The approved channel answered pending');
    expect(await auth.service.getUser(signedIn.sessionToken)).toEqual({
      email: null, address: signedIn.user.address, socialProvider: 'farcaster', userName: FARCASTER_TEST_USERNAME,
    });
    expect((await db.query('SELECT user_id FROM identities WHERE provider = $1 AND subject = $2', ['farcaster', String(FARCASTER_TEST_FID)])).rows).toHaveLength(1);

    const second = await login.start({ deviceKey: DEVICE, origin: DAPP });
    await relay.approve((await channelRow(second.channelId)).channel_token);
    expect(await login.wait({ channelId: second.channelId, deviceKey: DEVICE })).toMatchObject({ user: { address: signedIn.user.address } });
    expect(await rejection(login.wait({ channelId: second.channelId, deviceKey: DEVICE }))).toBe(INVALID);
  });

  it.each<[string, (otherNonce: string) => FarcasterApprovalOverrides]>([
    ['signed for another channel\'s nonce', (otherNonce) => ({ nonce: otherNonce })],
    ['signed by a key that is not the fid\'s custody', () => ({ privateKey: `0x${'42'.repeat(32)}` })],
    ['altered after signing', () => ({ alterSignedMessage: (text) => text.replace(/Issued At: .*/, 'Issued At: 2020-01-01T00:00:00.000Z') })],
    ['signed for another domain', () => ({ domain: 'evil.example' })],
    ['for an fid the registry does not know', () => ({ fid: 2 })],
  ])('refuses an approval %s, storing nothing and spending the channel', async (_what, forge) => {
    const { login } = farcasterFor();
    const other = await login.start({ deviceKey: DEVICE, origin: DAPP });
    const started = await login.start({ deviceKey: DEVICE, origin: DAPP });
    await relay.approve((await channelRow(started.channelId)).channel_token, forge((await channelRow(other.channelId)).nonce));
    const before = await counts();
    expect(await rejection(login.wait({ channelId: started.channelId, deviceKey: DEVICE }))).toBe(INVALID);
    expect(await counts()).toEqual(before);
    expect((await channelRow(started.channelId)).used).toBe(true);
    expect(await rejection(login.wait({ channelId: started.channelId, deviceKey: DEVICE }))).toBe(INVALID);
  });

  it('answers pending after its wait time while the client has not approved, and the channel stays usable', async () => {
    const { login } = farcasterFor({ waitMs: 150, pollMs: 20 });
    const started = await login.start({ deviceKey: DEVICE, origin: DAPP });
    const askedAt = Date.now();
    expect(await login.wait({ channelId: started.channelId, deviceKey: DEVICE })).toEqual({ pending: true });
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(140);
    expect((await channelRow(started.channelId)).used).toBe(false);
  });

  it('goes on by itself when the approval comes during the wait, and ends a wait whose client went away', async () => {
    const { login } = farcasterFor({ waitMs: 5_000, pollMs: 20 });
    const started = await login.start({ deviceKey: DEVICE, origin: DAPP });
    const waiting = login.wait({ channelId: started.channelId, deviceKey: DEVICE });
    setTimeout(() => void channelRow(started.channelId).then((row) => relay.approve(row.channel_token)), 100);
    expect(await waiting).toMatchObject({ sessionToken: expect.any(String) });

    const abandoned = await login.start({ deviceKey: DEVICE, origin: DAPP });
    const gone = new AbortController();
    setTimeout(() => gone.abort(), 50);
    expect(await login.wait({ channelId: abandoned.channelId, deviceKey: DEVICE }, { signal: gone.signal })).toEqual({ pending: true });
  });

  it('opens a sign-in only for a page of the project', async () => {
    const { login } = farcasterFor();
    await expect(login.start({ deviceKey: DEVICE, origin: 'https://qr-phishing.example' })).rejects.toMatchObject({ status: 403 });
    expect(await rejection(login.start({ deviceKey: DEVICE, origin: undefined }))).toMatch(/^INVALID_ARGUMENT: origin/);
  });

  it('signs in only the device that opened the channel: a channel id read off the page is useless elsewhere', async () => {
    const { login } = farcasterFor();
    const started = await login.start({ deviceKey: DEVICE, origin: DAPP });
    await relay.approve((await channelRow(started.channelId)).channel_token);
    const before = await counts();
    expect(await rejection(login.wait({ channelId: started.channelId, deviceKey: 'another-device' }))).toMatch(/^LOGIN_OTHER_DEVICE: /);
    expect(await counts()).toEqual(before);
    expect((await channelRow(started.channelId)).used).toBe(false);
    expect(await login.wait({ channelId: started.channelId, deviceKey: DEVICE })).toMatchObject({ sessionToken: expect.any(String) });
  });

  it('signs in once when two waits see the same approval', async () => {
    const { login } = farcasterFor();
    const started = await login.start({ deviceKey: DEVICE, origin: DAPP });
    await relay.approve((await channelRow(started.channelId)).channel_token);
    const outcomes = await Promise.allSettled([login.wait({ channelId: started.channelId, deviceKey: DEVICE }), login.wait({ channelId: started.channelId, deviceKey: DEVICE })]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an unknown or expired channel, and leaves the channel usable when the registry cannot be asked', async () => {
    const { auth, login } = farcasterFor();
    expect(await rejection(login.wait({ channelId: 'no-such-channel', deviceKey: DEVICE }))).toBe(INVALID);
    expect(await rejection(login.wait({ channelId: 42, deviceKey: DEVICE }))).toMatch(/^INVALID_ARGUMENT/);
    const expiring = await login.start({ deviceKey: DEVICE, origin: DAPP });
    auth.advance(FARCASTER_LOGIN_LIFETIME_MS);
    expect(await rejection(login.wait({ channelId: expiring.channelId, deviceKey: DEVICE }))).toBe(INVALID);

    const unreachable = farcasterFor({ custodyUrl: 'http://127.0.0.1:9/v1/custody' });
    const started = await unreachable.login.start({ deviceKey: DEVICE, origin: DAPP });
    await relay.approve((await channelRow(started.channelId)).channel_token);
    expect(await rejection(unreachable.login.wait({ channelId: started.channelId, deviceKey: DEVICE }))).toMatch(/^WRAPPED: The Farcaster relay could not be reached/);
    expect((await channelRow(started.channelId)).used).toBe(false);
  });
});
