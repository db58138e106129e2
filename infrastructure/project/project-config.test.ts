import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { isOriginAllowed, verifyOrigin } from '../../domain/policies/origin-allowlist.ts';
import { createProjectConfigClient } from './project-config-client.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';

const remote = setupRemoteServer({ data: { allowedOrigins: ['https://dapp.example', 'https://*.staging.example'] } });
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false };

function setup() {
  const clock = new VirtualClock();
  return { clock, project: createProjectConfigClient(createFetchHttp({ clock }), config) };
}

describe('project analytics setting (AppKit getAnalyticsConfig)', () => {
  it('reads isAnalyticsEnabled', async () => {
    const { project, clock } = setup();
    expect(await clock.settle(project.fetchAnalyticsEnabled?.() ?? Promise.reject(new Error('absent')))).toBe(true);
    expect(remote.scenarios.callsTo('project').at(-1)).toMatchObject({ method: 'GET', path: '/getAnalyticsConfig', query: { projectId: 'p1', st: 'appkit', sv: 'v' } });
  });

  it.each([
    ['an unknown shape', () => HttpResponse.json({ analytics: true })],
    ['null', () => HttpResponse.json(null)],
    ['an empty list', () => HttpResponse.json([])],
    ['a 200 with an error body', () => HttpResponse.json({ error: 'Unauthorized' })],
    ['HTML', () => new HttpResponse('<html><body>Sign in</body></html>', { headers: { 'content-type': 'text/html' } })],
    ['a redirect', () => new HttpResponse(null, { status: 302, headers: { location: 'https://api.web3modal.org/getAnalyticsConfig?projectId=p1&st=appkit&sv=v' } })],
  ])('%s: a catalogue error for that call, and the next call works', async (_label, respond) => {
    const { project, clock } = setup();
    remote.scenarios.respondNext('project', 1, respond);
    const failure = await clock.settle(project.fetchAnalyticsEnabled?.() ?? Promise.resolve(undefined)).catch((error: unknown) => error);
    expect(WalletportError.is(failure)).toBe(true);
    expect(await clock.settle(project.fetchAnalyticsEnabled?.() ?? Promise.resolve(undefined))).toBe(true);
  });
});

describe('project allowed origins', () => {
  it('fetches the list and matches the page origin, wildcards included', async () => {
    const { project, clock } = setup();
    const allowed = await clock.settle(project.fetchAllowedOrigins());
    expect(remote.scenarios.callsTo('project').at(-1)).toMatchObject({ method: 'GET', path: '/projects/v1/origins', query: { projectId: 'p1' } });
    expect(verifyOrigin('https://dapp.example', allowed)).toBe('allowed');
    expect(verifyOrigin('https://a.staging.example', allowed)).toBe('allowed');
    expect(verifyOrigin('https://evil.example', allowed)).toBe('denied');
  });

  it('always allows the default ancestors', () => {
    for (const origin of ['http://localhost:5173', 'https://my-app.pages.dev', 'https://x.vercel.app', 'https://abc.ngrok-free.app']) {
      expect(verifyOrigin(origin, [])).toBe('allowed');
    }
    expect(isOriginAllowed('https://a.b.vercel.app.evil.example', ['https://*.vercel.app'])).toBe(false);
  });

  it('reads a failed fetch as unknown, never as denied', async () => {
    const { project, clock } = setup();
    remote.scenarios.setOffline('project');
    expect(verifyOrigin('https://evil.example', await clock.settle(project.fetchAllowedOrigins()))).toBe('unknown');
    remote.scenarios.setOffline('project', false);
    remote.scenarios.failNext('project', 4, 503);
    expect(await clock.settle(project.fetchAllowedOrigins())).toBeUndefined();
    remote.scenarios.respondNext('project', 1, () => HttpResponse.json({ allowedOrigins: 'all' }));
    expect(await clock.settle(project.fetchAllowedOrigins())).toBeUndefined();
  });
});
