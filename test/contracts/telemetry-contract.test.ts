import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppKitContainer } from '../../infrastructure/container.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { TOKENS } from '../../application/tokens.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { HttpError } from '../../application/ports/http.port.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { checkEnvelope, checkQuery, checkShape } from './contract-table.ts';
import { ERROR_EVENT_BODY, PULSE_ROUTES, TELEMETRY_CATEGORIES } from './pulse-contract.ts';
import { captureRequests, jsonOf, type RequestCapture } from './captured-requests.ts';

const remote = setupRemoteServer();
let capture: RequestCapture;
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  capture.stop();
  remote.scenarios.reset();
});
afterAll(() => remote.server.close());

const PAGE = 'https://dapp.example/account?tab=activity';

function setup() {
  capture = captureRequests(remote.server);
  const clock = new VirtualClock();
  const environment = { isMobile: () => false, origin: () => 'https://dapp.example', pageUrl: () => PAGE };
  const container = createAppKitContainer({ projectId: 'project-1', networks: [], features: { telemetry: true }, ports: { clock, storage: createMemoryStorage(), environment } });
  return { clock, reporter: container.get<ErrorReporterPort>(TOKENS.ErrorReporter) };
}

/** Lets the fire-and-forget report reach the stand-in. */
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30));

describe('error telemetry against AppKit 1.7.6 (TelemetryController, FetchUtil)', () => {
  it('sends the request the kit sends, with an ISO timestamp and the page URL', async () => {
    const { reporter, clock } = setup();
    reporter.report(catalogueError('HTTP_STATUS', { params: { status: 500 } }), 'activity');
    await flush();
    const [sent] = await capture.to('/e');
    expect(sent).toBeDefined();
    if (!sent) return;
    const route = PULSE_ROUTES.errorEvent;
    expect(checkEnvelope(route, sent)).toEqual([]);
    expect(checkQuery(route, sent.url.searchParams)).toEqual([]);
    expect(checkShape(ERROR_EVENT_BODY, jsonOf(sent))).toEqual([]);
    expect(jsonOf(sent)).toMatchObject({ timestamp: new Date(clock.now()).toISOString(), url: PAGE, domain: 'dapp.example' });
  });

  it.each([
    ['a remote failure', new HttpError({ kind: 'status', url: 'https://x.example', status: 500 }), 'API_ERROR'],
    ['an unreadable answer', new HttpError({ kind: 'invalid-body', url: 'https://x.example' }), 'DATA_PARSING_ERROR'],
    ['a declined signature', catalogueError('SIWX_SIGNATURE_DECLINED'), 'INTERNAL_SDK_ERROR'],
    ['a configuration error', catalogueError('SIWX_NOT_ENABLED'), 'INTERNAL_SDK_ERROR'],
    ['a validation error', catalogueError('SIWX_SESSION_EXPIRED'), 'INTERNAL_SDK_ERROR'],
    ['an embedded wallet error', catalogueError('OTP_INVALID'), 'SECURE_SITE_ERROR'],
    ['anything else', new TypeError('x is undefined'), 'INTERNAL_SDK_ERROR'],
  ])("reports %s under one of the kit's four categories", async (_label, error, category) => {
    const { reporter } = setup();
    reporter.report(error, 'test');
    await flush();
    const body = jsonOf((await capture.to('/e'))[0]) as { props: { event: string } };
    expect(TELEMETRY_CATEGORIES).toContain(body.props.event);
    expect(body.props.event).toBe(category);
  });

  it('posts a failed report once: an error event is not retried', async () => {
    const { reporter, clock } = setup();
    remote.scenarios.failNext('analytics', 10, 500);
    reporter.report(new Error('boom'), 'test');
    // Time enough for every backoff of the retry policy to fall due.
    for (let step = 0; step < 6; step++) {
      await flush();
      clock.advance(2_000);
    }
    expect(await capture.to('/e')).toHaveLength(PULSE_ROUTES.errorEvent.attempts);
  });
});
