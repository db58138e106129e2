import type { RequestHandler } from 'msw';
import { createFixtureMarket } from '../../fixtures/swap-market.ts';
import { resolveEndpoints, type EndpointsConfig } from '../../../application/endpoints.ts';
import type { AnalyticsPayload } from '../../../application/ports/analytics.port.ts';
import type { TelemetryPayload } from '../../../application/ports/telemetry.port.ts';
import { createRegisteredNames } from '../../fixtures/names.ts';
import { createTransactionHistory } from '../../fixtures/transactions.ts';
import { createWalletDirectory } from '../../fixtures/wallets.ts';
import { createBalances } from '../../fixtures/balances.ts';
import type { StandInContext, StandInData } from '../context.ts';
import { createScenarios, type Scenarios } from '../scenarios.ts';
import { analyticsHandlers } from './analytics.ts';
import { blockchainApiHandlers } from './blockchain-api.ts';
import { directoryHandlers } from './directory.ts';
import { payApiHandlers } from './pay-api.ts';
import { createPayStandInExchanges, type PayStandInExchange } from './pay-exchanges.ts';
import { projectHandlers } from './project.ts';
import { rpcHandlers } from './rpc.ts';

/** Options of `createRemoteHandlers`. */
export interface RemoteHandlersOptions {
  /** Base URLs to answer on; defaults are the production services (what msw intercepts in unit tests). */
  readonly endpoints?: Partial<EndpointsConfig>;
  /** The misbehaviour to script and the calls to record; a fresh set when absent. */
  readonly scenarios?: Scenarios;
  /** What the services answer, replacing the fixture data field by field. */
  readonly data?: Partial<StandInData>;
  /** Called with each analytics or telemetry event received. */
  readonly onEvent?: (payload: AnalyticsPayload | TelemetryPayload) => void;
  /** The exchanges the pay methods list and open sessions on; in-memory Binance and Reown test exchanges by default. */
  readonly payExchanges?: readonly PayStandInExchange[];
}

/** Allowed origins of the stand-in project: local development hosts. */
export const STAND_IN_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.example'];

/** The default data: fixture wallets, names, and per-account fixture history and balances. */
export function createFixtureData(): StandInData {
  const wallets = createWalletDirectory();
  return {
    wallets,
    names: createRegisteredNames(),
    allowedOrigins: STAND_IN_ALLOWED_ORIGINS,
    transactions: (account, chainId) => Promise.resolve(createTransactionHistory({ address: account, chainId: chainId ?? 'eip155:1' })),
    balances: (_address, chainId) => Promise.resolve(createBalances(chainId ?? 'eip155:1')),
    market: createFixtureMarket(),
  };
}

/**
 * msw handlers for every remote service the spec lists, plus the scenario API that makes them
 * misbehave and the list of analytics/telemetry events they received.
 */
export function createRemoteHandlers(options: RemoteHandlersOptions = {}): RemoteHandlers {
  const context: StandInContext = {
    endpoints: resolveEndpoints(options.endpoints),
    scenarios: options.scenarios ?? createScenarios(),
    data: { ...createFixtureData(), ...options.data },
    events: [],
    onEvent: options.onEvent,
  };
  const payExchanges = options.payExchanges ?? createPayStandInExchanges().all;
  const handlers = [
    ...analyticsHandlers(context),
    ...directoryHandlers(context),
    ...projectHandlers(context),
    ...blockchainApiHandlers(context),
    ...rpcHandlers(context),
    ...payApiHandlers(context, payExchanges),
  ];
  return { handlers, scenarios: context.scenarios, events: context.events, data: context.data, endpoints: context.endpoints, payExchanges };
}

/** What `createRemoteHandlers` returns: the msw handlers and what they share. */
export interface RemoteHandlers {
  /** The msw handlers of every remote service: hand them to `setupServer` or `setupWorker`. */
  readonly handlers: RequestHandler[];
  /** The misbehaviour to script (`scenarios.fail(...)`) and the calls recorded; `reset()` between tests. */
  readonly scenarios: Scenarios;
  /** Every analytics or telemetry payload the handlers received, in order. */
  readonly events: (AnalyticsPayload | TelemetryPayload)[];
  /** What the services answer: the fixture data with the options' replacements. */
  readonly data: StandInData;
  /** The base URLs the handlers answer on. */
  readonly endpoints: EndpointsConfig;
  /** The exchanges the pay methods list and open sessions on. */
  readonly payExchanges: readonly PayStandInExchange[];
}
