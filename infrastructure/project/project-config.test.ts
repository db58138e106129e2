import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { isOriginAllowed, verifyOrigin } from '../../domain/policies/origin-allowlist.ts';
import { createProjectConfigClient } from './project-config-client.ts';

const remote = setupRemoteServer({ data: { allowedOrigins: ['https://dapp.example', 'https://*.staging.example'] } });
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false };

function setup() {
  const clock = new VirtualClock();
  return { clock, project: createProjectConfigClient(createFetchHttp({ clock }), config) };
}

describe('project allowed origins (spec §5, §7)', () => {
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
