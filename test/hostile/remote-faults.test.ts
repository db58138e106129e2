import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteService } from '../msw/scenarios.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { createAccountViewHarness } from '../integration/account-view.helpers.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

type Harness = Awaited<ReturnType<typeof connected>>;

async function connected() {
  // The real directory client (the harness brings an empty fake one), so its requests meet the stand-in.
  const harness = createAccountViewHarness({ options: { ports: { walletDirectory: undefined } } });
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  return harness;
}

/** A call of a view and how its state says it finished. */
interface Call {
  readonly name: string;
  readonly service: RemoteService;
  run(harness: Harness): Promise<unknown>;
  /** 'data' when the view got its list, 'error' when it shows the failure; never still loading. */
  outcome(harness: Harness): 'data' | 'error' | 'loading';
}

const CALLS: readonly Call[] = [
  {
    name: 'activity',
    service: 'blockchainApi',
    run: ({ facade }) => facade.flows.activity.commands.load(),
    outcome: ({ facade }) => {
      const state = facade.flows.activity.state.getSnapshot();
      if (state.loading) return 'loading';
      return state.transactions.length > 0 ? 'data' : 'error';
    },
  },
  {
    name: 'All Wallets',
    service: 'directory',
    run: ({ facade }) => facade.allWallets.open(),
    outcome: ({ facade }) => {
      const state = facade.stores.allWallets.getSnapshot();
      if (state.loading) return 'loading';
      if (state.error) return 'error';
      return state.wallets.length > 0 ? 'data' : 'loading';
    },
  },
];

/** What a broken service answers, and whether the call may still get its data (after a retry). */
interface Fault {
  readonly name: string;
  arrange(service: RemoteService): void;
  readonly expected: 'data' | 'error';
  /** The most virtual time the call may take, in ms. */
  readonly within: number;
}

const FAULTS: readonly Fault[] = [
  { name: '429 with a short Retry-After, once', arrange: (service) => remote.scenarios.rateLimitNext(service, 1, 2), expected: 'data', within: 2_500 },
  { name: '429 with an hour of Retry-After', arrange: (service) => remote.scenarios.rateLimitNext(service, 4, 3_600), expected: 'error', within: 1_000 },
  { name: '429 with a Retry-After past what a timer holds', arrange: (service) => remote.scenarios.rateLimitNext(service, 4, 10 ** 12), expected: 'error', within: 1_000 },
  { name: '5xx on every retry', arrange: (service) => remote.scenarios.failNext(service, 4, 503), expected: 'error', within: 5_000 },
  { name: 'a truncated body', arrange: (service) => remote.scenarios.respondNext(service, 4, () => new HttpResponse('{"data": [{"id":', { headers: { 'content-type': 'application/json' } })), expected: 'error', within: 5_000 },
  {
    name: 'an oversized body (9 MB)',
    arrange: (service) => remote.scenarios.respondNext(service, 4, () => new HttpResponse(`{"data":"${'x'.repeat(9 * 1024 * 1024)}"}`, { headers: { 'content-type': 'application/json' } })),
    expected: 'error',
    within: 5_000,
  },
  { name: 'no answer at all (the request times out)', arrange: (service) => remote.scenarios.respondNext(service, 4, () => new Promise<Response>(() => undefined)), expected: 'error', within: 45_000 },
  { name: 'the right status with the wrong shape', arrange: (service) => remote.scenarios.respondNext(service, 4, () => HttpResponse.json({ data: 'nope', count: -1 })), expected: 'error', within: 5_000 },
];

describe('remote services that fail in every way', () => {
  for (const call of CALLS) {
    for (const fault of FAULTS) {
      it(`${call.name} under ${fault.name}: ends with ${fault.expected === 'data' ? 'its data' : 'a visible error'}, never an endless spinner`, async () => {
        const harness = await connected();
        fault.arrange(call.service);
        const started = harness.clock.now();
        await harness.clock.settle(call.run(harness).then(() => undefined, () => undefined), 400);
        expect(call.outcome(harness)).toBe(fault.expected);
        expect(harness.clock.now() - started).toBeLessThanOrEqual(fault.within);
        harness.facade.destroy();
      }, 30_000);
    }
  }
});
