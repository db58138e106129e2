import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authApiClient, emailLogin, LoginFailure, whoIs, type EmailLogin } from './auth-api-client.ts';
import { startFarcasterRelay } from '../stand-ins/farcaster-relay.ts';
import { oidcBrowser } from '../stand-ins/oidc-browser.ts';
import { startOidcStandIn } from '../stand-ins/oidc-provider.ts';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { instanceOptions, SHARED_SETTINGS, startInstance, startInstanceProcess, type WalletInstance } from './wallet-instances.ts';

// Several auth server instances on one real PostgreSQL, behind a round-robin balancer, as deployed.
let postgres: PostgresServer;
let proxy: RoundRobinProxy;
const running: WalletInstance[] = [];

beforeAll(async () => {
  [postgres, proxy] = await Promise.all([startPostgresServer(), startRoundRobinProxy()]);
}, 60_000);
afterEach(async () => {
  await Promise.allSettled(running.splice(0).map((instance) => instance.stop()));
});
afterAll(async () => {
  await proxy?.stop();
  await postgres?.stop();
});

async function started<T extends WalletInstance>(instance: Promise<T>): Promise<T> {
  const value = await instance;
  running.push(value);
  return value;
}

async function rows<T>(connectionString: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('several instances on one PostgreSQL', () => {
  it('log a visitor in by e-mail across instances: the code asked of one is entered at the other, and both accept the session', async () => {
    const database = await postgres.createDatabase('login_across');
    const [a, b] = await Promise.all([0, 1].map(() => started(startInstance(instanceOptions(database, proxy.url)))));
    proxy.setTargets([a!.ownUrl, b!.ownUrl]);
    for (const visitor of ['ada', 'grace', 'edsger']) {
      const client = authApiClient(proxy.url);
      const login = await emailLogin(client, [a!.ownUrl, b!.ownUrl], `${visitor}@example.test`);
      expect(new Set(login.answeredBy)).toEqual(new Set([a!.ownUrl, b!.ownUrl]));
      // The next two calls go to one instance each.
      for (let call = 0; call < 2; call += 1) {
        const user = await whoIs(client, login.sessionToken);
        expect(user.status).toBe(200);
        expect(user.json).toMatchObject({ email: `${visitor}@example.test`, address: login.address });
      }
    }
  }, 60_000);

  it('sign a visitor in with Farcaster across instances: the channel opened at one is waited on at the other, for the same device only', async () => {
    const relay = await startFarcasterRelay();
    try {
      const database = await postgres.createDatabase('farcaster_across');
      const farcaster = { relayUrl: relay.url, waitMs: 2_000, pollMs: 20 };
      const [a, b] = await Promise.all([0, 1].map(() => started(startInstance(instanceOptions(database, proxy.url, { farcaster })))));
      proxy.setTargets([a!.ownUrl, b!.ownUrl]);
      const visitor = authApiClient(proxy.url);
      const opened = await visitor.post('/api/farcaster/start', { origin: 'https://dapp.example.test' });
      expect(opened.status).toBe(200);
      const { url, channelId } = opened.json as { url: string; channelId: string };
      await relay.approve(new URL(url).searchParams.get('channelToken') ?? '');
      // Another device holding the channel id gets nothing, at either instance.
      const thief = authApiClient(proxy.url);
      for (let call = 0; call < 2; call += 1) {
        expect((await thief.post('/api/farcaster/wait', { channelId })).json.error?.code).toBe('LOGIN_OTHER_DEVICE');
      }
      const waited = await visitor.post('/api/farcaster/wait', { channelId });
      expect([opened.headers.get('x-served-by'), waited.headers.get('x-served-by')]).toEqual([a!.ownUrl, b!.ownUrl]);
      const { sessionToken } = waited.json as { sessionToken: string };
      expect((await whoIs(visitor, sessionToken)).json).toMatchObject({ socialProvider: 'farcaster' });
    } finally {
      await relay.stop();
    }
  }, 60_000);

  it('sign a visitor in with a social account across instances: started at one, finished at the other, for the same device only', async () => {
    const standIn = await startOidcStandIn({ redirectUris: [`${proxy.url}/social/callback`] });
    try {
      const database = await postgres.createDatabase('social_across');
      const socialProviders = { google: standIn.socialProviders.google };
      const [a, b] = await Promise.all([0, 1].map(() => started(startInstance(instanceOptions(database, proxy.url, { socialProviders })))));
      proxy.setTargets([a!.ownUrl, b!.ownUrl]);
      const visitor = authApiClient(proxy.url);
      const begun = await visitor.post('/api/social/start', { provider: 'google', origin: 'https://dapp.example.test' });
      expect(begun.status).toBe(200);
      const callback = await oidcBrowser().authorize(begun.json.uri as string, { username: 'ada', decision: 'allow', callback: `${proxy.url}/social/callback` });
      // The callback address in another device's hands signs in nobody, whichever instance it reaches.
      const thief = authApiClient(proxy.url);
      for (let call = 0; call < 2; call += 1) {
        expect((await thief.post('/api/social/finish', { uri: callback })).json.error?.code).toBe('LOGIN_OTHER_DEVICE');
      }
      const finished = await visitor.post('/api/social/finish', { uri: callback });
      expect(finished.headers.get('x-served-by')).not.toBe(begun.headers.get('x-served-by'));
      const { sessionToken } = finished.json as { sessionToken: string };
      expect((await whoIs(visitor, sessionToken)).json).toMatchObject({ socialProvider: 'google', userName: 'ada' });
    } finally {
      await standIn.stop();
    }
  }, 60_000);

  it('come up together on an empty database, every time, with each migration applied once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const database = await postgres.createDatabase(`first_start_${round}`);
      const pair = await Promise.all([0, 1].map(() => started(startInstance(instanceOptions(database, proxy.url)))));
      expect(pair).toHaveLength(2);
      const versions = await rows<{ version: number; times: string }>(database,
        'SELECT version, count(*) AS times FROM schema_migrations GROUP BY version ORDER BY version');
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.every((row) => Number(row.times) === 1)).toBe(true);
      await Promise.all(running.splice(0).map((instance) => instance.stop()));
    }
  }, 60_000);

  it('refuse to start with a setting that differs from the others, naming it and never a secret', async () => {
    const database = await postgres.createDatabase('settings_differ');
    await started(startInstance(instanceOptions(database, proxy.url)));
    const differing = {
      publicUrl: { publicUrl: 'https://elsewhere.example.test' },
      projectId: { projectId: 'another-project' },
      masterKey: { masterKey: 'ab'.repeat(32) },
      otpSecret: { otpSecret: 'a-different-otp-secret-of-enough-length' },
      jwtSecret: { jwtSecret: 'a-different-jwt-secret-of-enough-length' },
    } as const;
    const secrets = [
      SHARED_SETTINGS.masterKey, SHARED_SETTINGS.otpSecret, SHARED_SETTINGS.jwtSecret,
      differing.masterKey.masterKey, differing.otpSecret.otpSecret, differing.jwtSecret.jwtSecret,
    ];
    for (const [setting, override] of Object.entries(differing)) {
      const refusal = await startInstance(instanceOptions(database, proxy.url, override)).then(
        (instance) => (running.push(instance), undefined), (error: unknown) => error);
      expect(refusal, setting).toMatchObject({ code: 'AUTH_SERVER_SETTINGS_DIFFER' });
      const message = (refusal as Error).message;
      expect(message).toContain(`This server's ${setting} is not the one recorded in its database`);
      for (const secret of secrets) expect(message).not.toContain(secret);
    }
    // The same settings, written another way where the value allows it, still start.
    await started(startInstance(instanceOptions(database, proxy.url, { masterKey: SHARED_SETTINGS.masterKey.toUpperCase() })));
  }, 60_000);

  it('lose no login that answered when one instance is killed mid-batch: each works on the survivor', async () => {
    const database = await postgres.createDatabase('killed_mid_batch');
    const [doomed, survivor] = await Promise.all([
      started(startInstanceProcess(instanceOptions(database, proxy.url))),
      started(startInstance(instanceOptions(database, proxy.url))),
    ]);
    proxy.setTargets([doomed.ownUrl, survivor.ownUrl]);
    const answered: { client: ReturnType<typeof authApiClient>; login: EmailLogin }[] = [];
    const refused: LoginFailure[] = [];
    let killed = false;
    const visitors = Array.from({ length: 24 }, (_, index) => `visitor-${index}@example.test`);
    const lanes = Array.from({ length: 4 }, async () => {
      for (let email = visitors.shift(); email !== undefined; email = visitors.shift()) {
        if (answered.length >= 6 && !killed) {
          killed = true;
          doomed.kill('SIGKILL');
        }
        const client = authApiClient(proxy.url);
        try {
          answered.push({ client, login: await emailLogin(client, [doomed.ownUrl, survivor.ownUrl], email) });
        } catch (error) {
          if (!(error instanceof LoginFailure) && !/No instance mailed a code/.test(String(error))) throw error;
          if (error instanceof LoginFailure) refused.push(error);
        }
      }
    });
    await Promise.all(lanes);
    expect(await doomed.exited).toBe('SIGKILL');
    // What the balancer's health check does: the dead instance is taken out.
    proxy.setTargets([survivor.ownUrl]);
    expect(answered.length).toBeGreaterThan(6);
    for (const failure of refused) expect(failure.answer.status).toBe(502);
    for (const { client, login } of answered) {
      const user = await whoIs(client, login.sessionToken);
      expect(user.status, login.email).toBe(200);
      expect(user.json).toMatchObject({ email: login.email, address: login.address });
    }
  }, 60_000);
});
