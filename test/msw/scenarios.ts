import { delay, HttpResponse } from 'msw';

/** The remote services the stand-ins answer for. */
export type RemoteService = 'analytics' | 'directory' | 'blockchainApi' | 'project' | 'rpc';

/** One call a stand-in received. */
export interface RecordedCall {
  /** The service called. */
  readonly service: RemoteService;
  /** The HTTP method, e.g. `GET`. */
  readonly method: string;
  /** The URL's path, e.g. `/v1/account/0x…/history`. */
  readonly path: string;
  /** The query parameters. */
  readonly query: Readonly<Record<string, string>>;
  /** The JSON body, parsed; undefined without one. */
  readonly body: unknown;
}

/** Builds the answer to a scripted call. */
export type Responder = () => Response | Promise<Response>;

/**
 * Misbehaviour on demand, for our tests and a dApp's: the next N calls of a service fail with a
 * status, answer 429 with Retry-After, answer 403 or something malformed; a service can be slow or
 * offline. Every call is recorded with its method, path, query and JSON body.
 */
export interface Scenarios {
  /** The next `count` calls of the service fail with `status` (500 by default). */
  failNext(service: RemoteService, count: number, status?: number): void;
  /** 429 with Retry-After in seconds (a number) or as an HTTP date (a Date). */
  rateLimitNext(service: RemoteService, count: number, retryAfter: number | Date): void;
  /** The next `count` calls (1 by default) answer 403 Forbidden, as for a project id the service refuses. */
  forbidNext(service: RemoteService, count?: number): void;
  /** Answers the next N calls with whatever `respond` builds (not JSON, truncated, huge…). */
  respondNext(service: RemoteService, count: number, respond: Responder): void;
  /** Answers every call of a service whose path matches with `respond`, until `reset()` (e.g. its images only). */
  respondTo(service: RemoteService, path: RegExp, respond: Responder): void;
  /** Delays every answer of the service by `ms` milliseconds. */
  setLatency(service: RemoteService, ms: number): void;
  /** Makes the service (or every one) fail as if the network were down; `false` brings it back. */
  setOffline(service: RemoteService | 'all', offline?: boolean): void;
  /** Drops every scripted answer, latency and outage; the recorded calls are cleared too. */
  reset(): void;
  /** Every call received so far, oldest first. */
  readonly calls: readonly RecordedCall[];
  /** The calls received by one service, oldest first. */
  callsTo(service: RemoteService): readonly RecordedCall[];
  /** Used by the handlers: a scripted answer for this call, or undefined to answer normally. */
  intercept(service: RemoteService, request: Request): Promise<Response | undefined>;
}

/** A fresh set of scenarios: no misbehaviour, no calls recorded. */
export function createScenarios(): Scenarios {
  const queues = new Map<RemoteService, Responder[]>();
  const latency = new Map<RemoteService, number>();
  const standing: { service: RemoteService; path: RegExp; respond: Responder }[] = [];
  const offline = new Set<RemoteService | 'all'>();
  const calls: RecordedCall[] = [];

  const enqueue = (service: RemoteService, count: number, respond: Responder): void => {
    const queue = queues.get(service) ?? [];
    for (let i = 0; i < count; i++) queue.push(respond);
    queues.set(service, queue);
  };

  const record = async (service: RemoteService, request: Request): Promise<void> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = text;
    }
    calls.push({ service, method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
  };

  return {
    failNext: (service, count, status = 500) => enqueue(service, count, () => HttpResponse.json({ error: `stand-in failure ${status}` }, { status })),
    rateLimitNext: (service, count, retryAfter) =>
      enqueue(service, count, () =>
        HttpResponse.json(
          { error: 'rate limited' },
          { status: 429, headers: { 'retry-after': typeof retryAfter === 'number' ? String(retryAfter) : retryAfter.toUTCString() } },
        ),
      ),
    forbidNext: (service, count = 1) => enqueue(service, count, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
    respondNext: enqueue,
    respondTo: (service, path, respond) => void standing.push({ service, path, respond }),
    setLatency: (service, ms) => void latency.set(service, ms),
    setOffline: (service, value = true) => void (value ? offline.add(service) : offline.delete(service)),
    reset() {
      queues.clear();
      standing.length = 0;
      latency.clear();
      offline.clear();
      calls.length = 0;
    },
    calls,
    callsTo: (service) => calls.filter((call) => call.service === service),
    async intercept(service, request) {
      await record(service, request);
      if (offline.has('all') || offline.has(service)) return HttpResponse.error();
      const ms = latency.get(service);
      if (ms !== undefined && ms > 0) await delay(ms);
      const path = new URL(request.url).pathname;
      const match = standing.find((entry) => entry.service === service && entry.path.test(path));
      if (match) return match.respond();
      const scripted = queues.get(service)?.shift();
      return scripted ? scripted() : undefined;
    },
  };
}
