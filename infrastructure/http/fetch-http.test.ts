import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from '../../application/ports/http.port.ts';
import { createScenarios } from '../../test/msw/scenarios.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { withScenarios, type StandInContext } from '../../test/msw/context.ts';
import { createFetchHttp } from './fetch-http.ts';

const BASE = 'https://api.test.example';
const scenarios = createScenarios();
const context = { scenarios } as unknown as StandInContext;
const seen: { method: string; url: string; body: unknown; contentType: string | null }[] = [];
const server = setupServer(
  http.all(
    `${BASE}/echo`,
    withScenarios(context, 'blockchainApi', async (request) => {
      const body = request.method === 'GET' ? undefined : await request.json();
      seen.push({ method: request.method, url: request.url, body, contentType: request.headers.get('content-type') });
      return HttpResponse.json({ ok: true, method: request.method });
    }),
  ),
  http.post(`${BASE}/rpc`, withScenarios(context, 'rpc', () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: '0x1' }))),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  scenarios.reset();
  seen.length = 0;
});
afterAll(() => server.close());

function setup() {
  const clock = new VirtualClock();
  return { clock, http: createFetchHttp({ clock }) };
}

const retryWaits = (clock: VirtualClock): number[] => clock.scheduled.filter((ms) => ms !== 10_000);

describe('HTTP adapter (HTTP helper and request retry)', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('sends %s with a JSON body and query', async (method) => {
    const { http: client } = setup();
    const body = method === 'GET' ? undefined : { a: 1 };
    await expect(client.json({ method, url: `${BASE}/echo`, query: { projectId: 'p', list: ['x', 'y'], skip: undefined }, body })).resolves.toEqual({ ok: true, method });
    expect(seen[0]).toEqual({ method, url: `${BASE}/echo?projectId=p&list=x%2Cy`, body, contentType: body ? 'application/json' : null });
  });

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i three times with 150/300/600 ms, then throws "HTTP status code: N"', async (status) => {
    const { clock, http: client } = setup();
    scenarios.failNext('blockchainApi', 4, status);
    const error = await clock.settle(client.json({ url: `${BASE}/echo` })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).shortMessage).toBe(`HTTP status code: ${status}`);
    expect(scenarios.callsTo('blockchainApi')).toHaveLength(4);
    expect(retryWaits(clock)).toEqual([150, 300, 600]);
  });

  it('succeeds on the attempt after a transient failure', async () => {
    const { clock, http: client } = setup();
    scenarios.failNext('blockchainApi', 2, 503);
    await expect(clock.settle(client.json({ url: `${BASE}/echo` }))).resolves.toEqual({ ok: true, method: 'GET' });
    expect(retryWaits(clock)).toEqual([150, 300]);
  });

  it.each([400, 401, 404, 422])('does not retry HTTP %i', async (status) => {
    const { clock, http: client } = setup();
    scenarios.failNext('blockchainApi', 1, status);
    await expect(clock.settle(client.json({ url: `${BASE}/echo` }))).rejects.toMatchObject({ status, kind: 'status' });
    expect(scenarios.callsTo('blockchainApi')).toHaveLength(1);
    expect(retryWaits(clock)).toEqual([]);
  });

  it('honours Retry-After in seconds', async () => {
    const { clock, http: client } = setup();
    scenarios.rateLimitNext('blockchainApi', 1, 2);
    await clock.settle(client.json({ url: `${BASE}/echo` }));
    expect(retryWaits(clock)).toEqual([2000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { clock, http: client } = setup();
    scenarios.rateLimitNext('blockchainApi', 1, new Date(clock.now() + 5_000));
    await clock.settle(client.json({ url: `${BASE}/echo` }));
    expect(retryWaits(clock)).toEqual([5000]);
  });

  it.each([-1, -32005, -32603])('retries JSON-RPC error code %i', async (code) => {
    const { clock, http: client } = setup();
    scenarios.respondNext('rpc', 4, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code, message: 'x' } }));
    await expect(clock.settle(client.json({ method: 'POST', url: `${BASE}/rpc`, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' } }))).rejects.toMatchObject({ kind: 'rpc', rpcCode: code });
    expect(scenarios.callsTo('rpc')).toHaveLength(4);
    expect(retryWaits(clock)).toEqual([150, 300, 600]);
  });

  it('does not retry other JSON-RPC errors', async () => {
    const { clock, http: client } = setup();
    scenarios.respondNext('rpc', 1, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: 4001, message: 'rejected' } }));
    await expect(clock.settle(client.json({ method: 'POST', url: `${BASE}/rpc`, body: {} }))).rejects.toMatchObject({ rpcCode: 4001 });
    expect(scenarios.callsTo('rpc')).toHaveLength(1);
  });

  it('times out a slow answer with a typed error', async () => {
    const { clock, http: client } = setup();
    scenarios.setLatency('blockchainApi', 60_000);
    await expect(clock.settle(client.json({ url: `${BASE}/echo`, timeoutMs: 1_000 }))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('stops on an AbortSignal, including during a retry wait', async () => {
    const { clock, http: client } = setup();
    const controller = new AbortController();
    scenarios.failNext('blockchainApi', 4, 503);
    const pending = client.json({ url: `${BASE}/echo`, signal: controller.signal });
    await vi.waitFor(() => expect(scenarios.callsTo('blockchainApi')).toHaveLength(1));
    controller.abort();
    await expect(clock.settle(pending)).rejects.toMatchObject({ kind: 'aborted' });
    expect(scenarios.callsTo('blockchainApi')).toHaveLength(1);
  });

  it('reports offline as a network error without retrying', async () => {
    const { clock, http: client } = setup();
    scenarios.setOffline('blockchainApi');
    await expect(clock.settle(client.json({ url: `${BASE}/echo` }))).rejects.toMatchObject({ kind: 'network' });
    expect(scenarios.callsTo('blockchainApi')).toHaveLength(1);
  });

  it('turns a non-JSON or truncated body into a typed error', async () => {
    const { clock, http: client } = setup();
    scenarios.respondNext('blockchainApi', 1, () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }));
    scenarios.respondNext('blockchainApi', 1, () => new HttpResponse('{"data": [1, 2', { headers: { 'content-type': 'application/json' } }));
    await expect(clock.settle(client.json({ url: `${BASE}/echo` }))).rejects.toMatchObject({ kind: 'invalid-body' });
    await expect(clock.settle(client.json({ url: `${BASE}/echo` }))).rejects.toMatchObject({ kind: 'invalid-body' });
  });

  it('refuses a huge body without buffering it', async () => {
    const clock = new VirtualClock();
    const client = createFetchHttp({ clock, maxBodyBytes: 1024 });
    scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ data: 'x'.repeat(10_000) }));
    await expect(clock.settle(client.json({ url: `${BASE}/echo` }))).rejects.toMatchObject({ kind: 'too-large' });
  });

  it('returns images as blobs', async () => {
    const { clock, http: client } = setup();
    scenarios.respondNext('blockchainApi', 1, () => new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    const blob = await clock.settle(client.blob({ url: `${BASE}/echo` }));
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });
});
