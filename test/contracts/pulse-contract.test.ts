import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { createAppKitContainer } from '../../infrastructure/container.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { AnalyticsService } from '../../application/analytics/index.ts';
import { Modal } from '../../application/modal/index.ts';
import { RUNTIME, type AppRuntime } from '../../application/runtime/runtime.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { checkEnvelope, checkQuery, checkShape } from './contract-table.ts';
import { ANALYTICS_EVENT_BODY, PULSE_ROUTES } from './pulse-contract.ts';
import { DIRECTORY_ROUTES } from './directory-contract.ts';
import { captureRequests, jsonOf, type RequestCapture } from './captured-requests.ts';

const remote = setupRemoteServer();
let capture: RequestCapture;
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  capture.stop();
  remote.scenarios.reset();
  remote.events.length = 0;
});
afterAll(() => remote.server.close());

const PAGE = 'https://dapp.example/shop/checkout?item=7';

function setup() {
  capture = captureRequests(remote.server);
  const clock = new VirtualClock();
  const environment = { isMobile: () => false, origin: () => 'https://dapp.example', pageUrl: () => PAGE };
  const container = createAppKitContainer({ projectId: 'project-1', networks: [], features: { analytics: true }, ports: { clock, storage: createMemoryStorage(), environment } });
  // The modal capability shows the alerts the services report.
  container.get<Modal>(Modal.token);
  return { clock, analytics: container.get<AnalyticsService>(AnalyticsService), modal: container.get<AppRuntime>(RUNTIME).state.modal };
}

describe('analytics events against AppKit 1.7.6 (EventsController, FetchUtil)', () => {
  it('sends the request the kit sends: query, a text/plain body that needs no preflight, and the body of the table', async () => {
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }));
    const [sent] = await capture.to('/e');
    expect(sent).toBeDefined();
    if (!sent) return;
    const route = PULSE_ROUTES.analyticsEvent;
    expect(checkEnvelope(route, sent)).toEqual([]);
    expect(checkQuery(route, sent.url.searchParams)).toEqual([]);
    expect(checkShape(ANALYTICS_EVENT_BODY, jsonOf(sent))).toEqual([]);
  });

  it("keeps the event's data under props.properties, beside its name", async () => {
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_CLOSE', properties: { connected: true } }));
    expect(jsonOf((await capture.to('/e'))[0])).toMatchObject({ props: { type: 'track', event: 'MODAL_CLOSE', properties: { connected: true } } });
    expect((jsonOf((await capture.to('/e'))[0]) as { props: object }).props).not.toHaveProperty('connected');
  });

  it("reports the page's full URL, not its origin, and its host name as the domain", async () => {
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }));
    expect(jsonOf((await capture.to('/e'))[0])).toMatchObject({ url: PAGE, domain: 'dapp.example' });
  });

  it('posts a 403 once, raises the alert, and the next event is sent again', async () => {
    const { analytics, clock, modal } = setup();
    remote.scenarios.forbidNext('analytics', 1);
    await clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }));
    expect(await capture.to('/e')).toHaveLength(PULSE_ROUTES.analyticsEvent.attempts);
    expect(modal.getSnapshot().alert?.title).toBe('Invalid App Configuration');
    await clock.settle(analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } }));
    expect(await capture.to('/e')).toHaveLength(PULSE_ROUTES.analyticsEvent.attempts + 1);
    expect(remote.events).toHaveLength(1);
  });

  it("reads the project's analytics setting as the kit does, once, and honours an opt-out", async () => {
    remote.scenarios.respondTo('project', /getAnalyticsConfig/, () => HttpResponse.json({ isAnalyticsEnabled: false }));
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }));
    await clock.settle(analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } }));
    const asked = await capture.to('/getAnalyticsConfig');
    expect(asked).toHaveLength(1);
    const route = DIRECTORY_ROUTES.analyticsConfig;
    if (asked[0]) {
      expect(checkEnvelope(route, asked[0])).toEqual([]);
      expect(checkQuery(route, asked[0].url.searchParams)).toEqual([]);
    }
    expect(await capture.to('/e')).toHaveLength(0);
  });

  it('sends once the project allows analytics, and reads the setting only once', async () => {
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }));
    await clock.settle(analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } }));
    expect(await capture.to('/getAnalyticsConfig')).toHaveLength(1);
    expect(await capture.to('/e')).toHaveLength(2);
  });

  it.each([
    ['an unknown shape', () => HttpResponse.json({ enabled: 'yes' })],
    ['null', () => HttpResponse.json(null)],
    ['an empty list', () => HttpResponse.json([])],
    ['a 200 with an error body', () => HttpResponse.json({ error: 'Unauthorized' })],
    ['HTML', () => new HttpResponse('<!doctype html><title>Sign in</title>', { headers: { 'content-type': 'text/html' } })],
    ['a redirect', () => new HttpResponse(null, { status: 302, headers: { location: 'https://api.web3modal.org/signin' } })],
  ])('an unreadable analytics setting (%s) sends nothing, as the kit turns analytics off', async (_label, respond) => {
    remote.scenarios.respondNext('project', 1, respond);
    const { analytics, clock, modal } = setup();
    await expect(clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }))).resolves.toBeUndefined();
    expect(await capture.to('/e')).toHaveLength(0);
    expect(modal.getSnapshot().alert).toBeUndefined();
  });

  it.each([
    ['an unknown shape', () => HttpResponse.json({ accepted: 'maybe' })],
    ['null', () => HttpResponse.json(null)],
    ['an empty list', () => HttpResponse.json([])],
    ['a 200 with an error body', () => HttpResponse.json({ error: 'Internal' })],
    ['HTML', () => new HttpResponse('<!doctype html><title>Maintenance</title>', { headers: { 'content-type': 'text/html' } })],
    ['a redirect', () => new HttpResponse(null, { status: 302, headers: { location: 'https://pulse.walletconnect.org/maintenance' } })],
  ])('an event answered with %s costs that event only: no alert, and the next event is sent', async (_label, respond) => {
    const { analytics, clock, modal } = setup();
    remote.scenarios.respondNext('analytics', 1, respond);
    await expect(clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }))).resolves.toBeUndefined();
    await clock.settle(analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } }));
    expect(modal.getSnapshot().alert).toBeUndefined();
    expect(remote.events.map((event) => event.props.event)).toContain('MODAL_CLOSE');
  });
});
