import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppKitContainer } from '../container.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import type { TelemetryPayload } from '../../application/ports/telemetry.port.ts';
import { TOKENS } from '../../application/tokens.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

function setup(features: Record<string, unknown> = { telemetry: true }) {
  const clock = new VirtualClock();
  const container = createAppKitContainer({
    projectId: 'project-1',
    networks: [],
    features,
    ports: { clock, storage: createMemoryStorage(), environment: { isMobile: () => false, origin: () => 'https://dapp.example' } },
  });
  return { clock, reporter: container.get<ErrorReporterPort>(TOKENS.ErrorReporter) };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30));

describe('error telemetry', () => {
  it('POSTs the error props the spec lists', async () => {
    const { reporter } = setup();
    reporter.report(new WalletportError({ code: 'FAILED_TO_FETCH_TRANSACTIONS', shortMessage: 'Failed to fetch transactions', category: 'API_ERROR' }), 'activity');
    await flush();
    const [call] = remote.scenarios.callsTo('analytics');
    expect(call).toMatchObject({ method: 'POST', path: '/e', query: { projectId: 'project-1', st: 'appkit', sv: 'html-walletport-1.7.6' } });
    const body = call?.body as TelemetryPayload;
    expect(body.props).toMatchObject({ type: 'error', event: 'API_ERROR', errorType: 'WalletportError', errorMessage: 'Failed to fetch transactions' });
    expect(typeof body.props.stackTrace).toBe('string');
    expect(body).toMatchObject({ url: 'https://dapp.example', domain: 'dapp.example' });
  });

  it('drops the sixth error within 60 s and sends again after the window', async () => {
    const { reporter, clock } = setup();
    for (let i = 0; i < 6; i++) {
      reporter.report(new Error(`boom ${i}`), 'test');
      clock.advance(1_000);
    }
    await flush();
    expect(remote.scenarios.callsTo('analytics')).toHaveLength(5);
    clock.advance(55_000);
    reporter.report('late', 'test');
    await flush();
    expect(remote.scenarios.callsTo('analytics')).toHaveLength(6);
    expect((remote.scenarios.callsTo('analytics')[5]?.body as TelemetryPayload).props).toMatchObject({ event: 'INTERNAL_SDK_ERROR', errorType: 'string', errorMessage: 'late' });
  });

  it('can be turned off entirely', async () => {
    const { reporter } = setup({ telemetry: false });
    reporter.report(new Error('boom'), 'test');
    await flush();
    expect(remote.scenarios.callsTo('analytics')).toHaveLength(0);
  });

  it('never throws when the service is down', async () => {
    const { reporter } = setup();
    remote.scenarios.setOffline('analytics');
    expect(() => reporter.report(new Error('boom'), 'test')).not.toThrow();
    await flush();
  });

  it('leaves a custom error reporter in charge', () => {
    const seen: unknown[] = [];
    const container = createAppKitContainer({ projectId: 'p', networks: [], ports: { errorReporter: { report: (error) => void seen.push(error) } } });
    container.get<ErrorReporterPort>(TOKENS.ErrorReporter).report('x', 'ctx');
    expect(seen).toEqual(['x']);
  });
});
