import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppKitContainer } from '../container.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { RUNTIME, type AppRuntime } from '../../application/runtime/runtime.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import type { AnalyticsPayload } from '../../application/ports/analytics.port.ts';
import { AnalyticsService } from '../../application/analytics/index.ts';
import { Modal } from '../../application/modal/index.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  remote.scenarios.reset();
  remote.events.length = 0;
});
afterAll(() => remote.server.close());

function setup(features: Record<string, unknown> = { analytics: true }) {
  const clock = new VirtualClock();
  const container = createAppKitContainer({
    projectId: 'project-1',
    networks: [],
    features,
    ports: { clock, storage: createMemoryStorage(), environment: { isMobile: () => false, origin: () => 'https://dapp.example' } },
  });
  // The modal capability shows the alerts the services report.
  container.get<Modal>(Modal.token);
  return { clock, container, analytics: container.get<AnalyticsService>(AnalyticsService), modal: container.get<AppRuntime>(RUNTIME).state.modal };
}

describe('analytics (Analytics)', () => {
  it('POSTs /e with projectId, st, sv and the event body', async () => {
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } }));
    const [call] = remote.scenarios.callsTo('analytics');
    expect(call).toMatchObject({ method: 'POST', path: '/e', query: { projectId: 'project-1', st: 'appkit', sv: 'html-walletport-1.7.6' } });
    const body = call?.body as AnalyticsPayload;
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url']);
    expect(body).toMatchObject({ url: 'https://dapp.example', domain: 'dapp.example', timestamp: clock.now() });
    expect(body.props).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } });
    expect(remote.events).toHaveLength(1);
  });

  it('never sends MODAL_CREATED', async () => {
    const { analytics, clock } = setup();
    await clock.settle(analytics.track({ event: 'MODAL_CREATED' }));
    expect(remote.scenarios.callsTo('analytics')).toHaveLength(0);
  });

  it('sends nothing with the analytics feature off', async () => {
    const { analytics, clock } = setup({ analytics: false });
    await clock.settle(analytics.track({ event: 'MODAL_OPEN' }));
    expect(remote.scenarios.callsTo('analytics')).toHaveLength(0);
  });

  it('raises the Invalid App Configuration alert once on 403', async () => {
    const { analytics, clock, modal } = setup();
    remote.scenarios.forbidNext('analytics', 100);
    await clock.settle(analytics.track({ event: 'MODAL_OPEN' }));
    expect(modal.getSnapshot().alert?.title).toBe('Invalid App Configuration');
    modal.update({ alert: undefined });
    await clock.settle(analytics.track({ event: 'MODAL_CLOSE' }));
    expect(modal.getSnapshot().alert).toBeUndefined();
  });

  it('swallows other failures, offline included', async () => {
    const { analytics, clock, modal } = setup();
    remote.scenarios.setOffline('analytics');
    await expect(clock.settle(analytics.track({ event: 'MODAL_OPEN' }))).resolves.toBeUndefined();
    expect(modal.getSnapshot().alert).toBeUndefined();
  });
});
