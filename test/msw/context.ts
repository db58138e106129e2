import type { EndpointsConfig } from '../../application/endpoints.ts';
import type { AnalyticsPayload } from '../../application/ports/analytics.port.ts';
import type { TelemetryPayload } from '../../application/ports/telemetry.port.ts';
import type { ApiBalance } from '../../domain/schemas/api-balance.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import type { ApiNameRecord } from '../../domain/schemas/api-names.ts';
import type { ApiTransaction } from '../../domain/schemas/api-transactions.ts';
import type { SwapMarket } from '../fixtures/swap-market.ts';
import type { RemoteService, Scenarios } from './scenarios.ts';

/** Where the stand-ins get their answers; the HTTP stand-in swaps balances and activity for anvil reads. */
export interface StandInData {
  /** The wallet directory's wallets. */
  readonly wallets: readonly ApiWallet[];
  /** Mutable: registering a name adds to it. */
  readonly names: ApiNameRecord[];
  /** The origins the stand-in project allows (wildcards as the dashboard's). */
  readonly allowedOrigins: readonly string[];
  /** The project's analytics setting (`getAnalyticsConfig`); on when absent. */
  readonly analyticsEnabled?: boolean;
  /** An account's transaction history on a network (CAIP-2; undefined when the request names none). */
  transactions(account: string, chainId: string | undefined): Promise<readonly ApiTransaction[]>;
  /** An address's token balances on a network (CAIP-2; undefined when the request names none). */
  balances(address: string, chainId: string | undefined): Promise<readonly ApiBalance[]>;
  /** The pools the convert routes quote and build swaps from. */
  readonly market: SwapMarket;
  /** Where the onramp route builds Coinbase's pages: Coinbase Pay's own site unless a local provider page stands in. */
  readonly onrampSite?: string;
}

export interface StandInContext {
  readonly endpoints: EndpointsConfig;
  readonly scenarios: Scenarios;
  readonly data: StandInData;
  /** Every analytics or telemetry payload received, in order. */
  readonly events: (AnalyticsPayload | TelemetryPayload)[];
  readonly onEvent: ((payload: AnalyticsPayload | TelemetryPayload) => void) | undefined;
}

/** Wraps a resolver so the scenario API gets the first word on every call. */
export function withScenarios(
  context: StandInContext,
  service: RemoteService,
  resolve: (request: Request, params: Readonly<Record<string, string | readonly string[] | undefined>>) => Response | Promise<Response>,
) {
  return async ({ request, params }: { request: Request; params: Readonly<Record<string, string | readonly string[] | undefined>> }): Promise<Response> =>
    (await context.scenarios.intercept(service, request)) ?? resolve(request, params);
}

export function param(params: Readonly<Record<string, string | readonly string[] | undefined>>, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? decodeURIComponent(value) : '';
}
