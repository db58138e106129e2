import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, http, HttpResponse } from 'msw';
import type { EndpointsConfig } from '../../application/endpoints.ts';
import type { AnalyticsPayload } from '../../application/ports/analytics.port.ts';
import type { TelemetryPayload } from '../../application/ports/telemetry.port.ts';
import { CORS_ALLOWED_HEADERS } from '../contracts/blockchain-api.contract.ts';
import { createFixtureData, createRemoteHandlers } from '../msw/handlers/index.ts';
import type { StandInData } from '../msw/context.ts';
import type { Scenarios } from '../msw/scenarios.ts';
import { anvilChains, createAnvilData } from './anvil-data.ts';
import { startOnrampProvider, type OnrampProviderStandIn } from './onramp-provider.ts';
import { startPayExchange, type PayExchangePage } from './pay-exchange.ts';
import { createPayStandInExchanges } from '../msw/handlers/pay-exchanges.ts';
import { createUniswapV2Market, type UniswapV2MarketChain } from './uniswap-v2-market.ts';

/** Options of `startRemoteStandIns`. */
export interface RemoteStandInsOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Chain id (`31337` or `eip155:31337`) → anvil JSON-RPC URL: balances, activity and the project RPC come from there. */
  readonly anvilRpcUrls?: Readonly<Record<string, string>>;
  /**
   * Uniswap V2 deployed on anvil chains (deployUniswapV2): the convert routes quote, price and build swaps
   * against those contracts; other chains keep the in-memory mainnet market.
   */
  readonly uniswapV2?: readonly UniswapV2MarketChain[];
  /**
   * A local onramp provider paying out on this anvil chain: Coinbase's pages from the onramp route are
   * then built on it, and `onrampSites` names it for Meld's too.
   */
  readonly onrampProvider?: {
    /** The anvil chain's JSON-RPC URL the provider pays out on. */
    readonly rpcUrl: string;
  };
  /**
   * Serve the Reown test exchange's page (./pay-exchange.ts): the pay URLs of the exchange methods open
   * it, and its "Confirm payment" pays the chain's own coin on the anvil chains of `anvilRpcUrls`.
   */
  readonly payExchange?: boolean;
  /** Where analytics and telemetry events are shown to the person running the demo. */
  readonly log?: (line: string) => void;
}

/** The remote services' stand-ins over real HTTP, started by `startRemoteStandIns`. */
export interface RemoteStandIns {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Pass as `createAppKit({ endpoints })`. */
  readonly endpoints: EndpointsConfig;
  /** Misbehaviour on demand and the calls received. */
  readonly scenarios: Scenarios;
  /** The analytics and telemetry events received, oldest first. */
  readonly events: readonly (AnalyticsPayload | TelemetryPayload)[];
  /** With `onrampProvider`: the providers' sites to pass on (both the local provider's address). */
  readonly onrampSites?: {
    /** Pass as `onramp.sites.coinbase`. */
    readonly coinbase: string;
    /** Pass as `onramp.sites.meld`. */
    readonly meld: string;
  };
  /** With `payExchange`: the exchange's page and the account it pays from. */
  readonly payExchange?: PayExchangePage;
  /** Stops the server. */
  stop(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-sdk-type, x-sdk-version, x-project-id',
  'access-control-expose-headers': 'retry-after',
};

/** The blockchain API lets through only the request headers of its CORS layer; the stand-in answers its preflight the same way. */
function preflightHeaders(path: string): Record<string, string> {
  return path.startsWith('/blockchain/') ? { ...CORS, 'access-control-allow-headers': CORS_ALLOWED_HEADERS.names.join(', ') } : CORS;
}

function describeEvent(payload: AnalyticsPayload | TelemetryPayload): string {
  const props = payload.props as Record<string, unknown>;
  if (props.type === 'error') return `[telemetry] ${String(props.event)} ${String(props.errorType)}: ${String(props.errorMessage)}`;
  const { type: _type, event, ...rest } = props;
  return `[analytics] ${String(event)} ${JSON.stringify(rest)}`;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Serves the msw stand-ins of every remote service over real HTTP on 127.0.0.1 (for `npm start`,
 * e2e tests and benchmarks). With anvil RPC URLs, balances, activity and the project RPC host are
 * backed by the local chains, and with Uniswap V2 deployments the swap routes; with an onramp provider,
 * the providers' purchase pages pay out there too. Everything else comes from the fixtures.
 */
export async function startRemoteStandIns(options: RemoteStandInsOptions = {}): Promise<RemoteStandIns> {
  const onramp: OnrampProviderStandIn | undefined = options.onrampProvider ? await startOnrampProvider({ rpcUrl: options.onrampProvider.rpcUrl }) : undefined;
  const payExchange = options.payExchange ? await startPayExchange({ anvilRpcUrls: options.anvilRpcUrls ?? {} }) : undefined;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints: EndpointsConfig = { analytics: `${url}/pulse`, api: `${url}/api`, blockchainApi: `${url}/blockchain`, rpc: `${url}/rpc` };
  const log = options.log ?? (() => undefined);
  const fixtures = createFixtureData();
  const anvil = options.anvilRpcUrls ? createAnvilData(options.anvilRpcUrls) : undefined;
  const rpcByChain = anvilChains(options.anvilRpcUrls ?? {});
  const data: StandInData = {
    ...fixtures,
    balances: async (address, chainId) => (chainId && (await anvil?.balances(address, chainId))) || fixtures.balances(address, chainId),
    transactions: async (account, chainId) => (await anvil?.transactions(account, chainId)) ?? fixtures.transactions(account, chainId),
    market: options.uniswapV2 ? createUniswapV2Market(options.uniswapV2, fixtures.market) : fixtures.market,
    ...(onramp ? { onrampSite: onramp.url } : {}),
  };
  const payExchanges = payExchange ? { payExchanges: [createPayStandInExchanges().binance, payExchange.exchange] } : {};
  const remote = createRemoteHandlers({ endpoints, data, onEvent: (payload) => log(describeEvent(payload)), ...payExchanges });
  // The project RPC host forwards to the anvil chain named by `chainId`, after the scenario API had its say.
  const rpcProxy = http.post(`${endpoints.rpc}/v1/`, async ({ request }) => {
    const target = rpcByChain.get(new URL(request.url).searchParams.get('chainId') ?? '');
    if (!target) return undefined;
    const scripted = await remote.scenarios.intercept('rpc', request);
    if (scripted) return scripted;
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: await request.text() });
    return new HttpResponse(await answer.text(), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const handlers = [rpcProxy, ...remote.handlers];

  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    void (async () => {
      try {
        if (incoming.method === 'OPTIONS') return void outgoing.writeHead(204, preflightHeaders(incoming.url ?? '/')).end();
        const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : await readBody(incoming);
        const headers = new Headers();
        for (const [key, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(key, value);
        const request = new Request(`${url}${incoming.url ?? '/'}`, { method: incoming.method ?? 'GET', headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
        const response = (await getResponse(handlers, request)) ?? HttpResponse.json({ error: `no stand-in for ${incoming.method} ${incoming.url}` }, { status: 404 });
        if (response.type === 'error') return void incoming.socket.destroy();
        const responseHeaders: Record<string, string> = { ...CORS };
        response.headers.forEach((value, key) => void (responseHeaders[key] = value));
        outgoing.writeHead(response.status, responseHeaders).end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        log(`[stand-in] ${incoming.method} ${incoming.url} failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!outgoing.headersSent) outgoing.writeHead(500, CORS);
        outgoing.end();
      }
    })();
  });

  return {
    url,
    endpoints,
    scenarios: remote.scenarios,
    events: remote.events,
    ...(onramp ? { onrampSites: { coinbase: onramp.url, meld: onramp.url } } : {}),
    ...(payExchange ? { payExchange } : {}),
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await onramp?.stop();
      await payExchange?.stop();
    },
  };
}
