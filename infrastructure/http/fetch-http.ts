import type { ClockPort } from '../../application/ports/clock.port.ts';
import { HttpError, type HttpPort, type HttpRequest } from '../../application/ports/http.port.ts';
import { nextRetryDelay, parseRetryAfter, RETRY_DEFAULTS, rpcErrorCode, type AttemptFailure, type RetryOptions } from '../../domain/retry/retry-policy.ts';
import { buildUrl } from './build-url.ts';
import { parseJson, readBodyBytes } from './read-body.ts';

export interface FetchHttpOptions {
  readonly clock: ClockPort;
  /** Defaults to the global fetch, looked up per call (msw and test doubles patch it late). */
  readonly fetch?: typeof fetch;
  readonly retry?: RetryOptions;
  /** Per attempt: 10 s by default. */
  readonly timeoutMs?: number;
  readonly maxBodyBytes?: number;
}

type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HttpError; readonly failure: AttemptFailure };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The HTTP port over fetch: JSON bodies, per-attempt timeout, AbortSignal, and the domain's retry policy. */
export function createFetchHttp(options: FetchHttpOptions): HttpPort {
  const { clock } = options;
  const retry = options.retry ?? RETRY_DEFAULTS;
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  const wait = (ms: number, signal: AbortSignal | undefined, url: string): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new HttpError({ kind: 'aborted', url }));
      const onAbort = (): void => {
        cancel();
        reject(new HttpError({ kind: 'aborted', url }));
      };
      const cancel = clock.schedule(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  async function attempt<T>(request: HttpRequest, read: (response: Response, url: string) => Promise<T>): Promise<Attempt<T>> {
    const url = buildUrl(request.url, request.query);
    const controller = new AbortController();
    let timedOut = false;
    const cancelTimer = clock.schedule(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onAbort = (): void => controller.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    if (request.signal?.aborted) controller.abort();
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const hasBody = request.body !== undefined;
      const response = await fetchImpl(url, {
        method: request.method ?? 'GET',
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: controller.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
        ...(request.cache ? { cache: request.cache } : {}),
        ...(request.redirect ? { redirect: request.redirect } : {}),
      });
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined);
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), clock.now());
        return { ok: false, error: new HttpError({ kind: 'status', url, status: response.status }), failure: { kind: 'http', status: response.status, retryAfterMs } };
      }
      return { ok: true, value: await read(response, url) };
    } catch (cause) {
      const error =
        cause instanceof HttpError
          ? cause
          : new HttpError({ kind: request.signal?.aborted ? 'aborted' : timedOut ? 'timeout' : 'network', url, cause });
      if (error.kind === 'rpc' && error.rpcCode !== undefined) return { ok: false, error, failure: { kind: 'rpc', code: error.rpcCode } };
      return { ok: false, error, failure: { kind: 'other' } };
    } finally {
      cancelTimer();
      request.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function send<T>(request: HttpRequest, read: (response: Response, url: string) => Promise<T>): Promise<T> {
    for (let attemptIndex = 0; ; attemptIndex++) {
      const outcome = await attempt(request, read);
      if (outcome.ok) return outcome.value;
      const delay = request.retry === false ? undefined : nextRetryDelay(attemptIndex, outcome.failure, retry);
      if (delay === undefined) throw outcome.error;
      await wait(delay, request.signal, outcome.error.url);
    }
  }

  const readJson = async (response: Response, url: string): Promise<unknown> => {
    const body = parseJson(await readBodyBytes(response, url, maxBytes), url);
    const code = rpcErrorCode(body);
    // A JSON-RPC error inside a 200 is still a failure the retry policy knows about (-1, -32005, -32603).
    if (code !== undefined && typeof body === 'object' && body !== null && 'jsonrpc' in body) {
      throw new HttpError({ kind: 'rpc', url, rpcCode: code, details: JSON.stringify(body).slice(0, 200) });
    }
    return body;
  };

  const readBlob = async (response: Response, url: string): Promise<Blob> => {
    // A declared size within the limit: the browser keeps the bytes as a Blob itself, never copying them
    // through JavaScript (images arrive by the dozen while a grid scrolls). Otherwise read with a cap.
    const declared = Number(response.headers.get('content-length'));
    if (response.headers.has('content-length') && Number.isFinite(declared) && declared <= maxBytes && typeof response.blob === 'function') {
      const blob = await response.blob();
      if (blob.size <= maxBytes) return blob;
      throw new HttpError({ kind: 'too-large', url, details: `${blob.size} bytes, limit ${maxBytes}` });
    }
    const bytes = await readBodyBytes(response, url, maxBytes);
    return new Blob([bytes], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  };

  return {
    json: (request) => send(request, readJson),
    blob: (request) => send(request, readBlob),
  };
}
