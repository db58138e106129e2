import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { errorReply } from './http-errors.ts';
import { routeContext, type HttpReply, type RequestAuthentication, type Router } from './http-router.ts';

/**
 * The auth server's HTTP shell on node:http: routing, the headers every answer carries, errors as
 * catalogue JSON, and an idle timer. No answer ever carries Access-Control-* headers: the API is for
 * the frame's same-origin fetch only, and a preflight from any other page fails.
 */
const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
};

export interface HttpServerOptions {
  readonly host: string;
  readonly port: number;
  readonly log: (line: string) => void;
  /** Called once no request has been running for this long. */
  readonly idleTimeoutMs?: number;
  readonly onIdle?: () => void;
}

export interface RunningHttpServer {
  readonly port: number;
  /** Starts answering with these routes, requests proving their device and session with `authentication` (until then every request is 503). */
  use(router: Router, authentication: RequestAuthentication): void;
  /** Stops listening, cuts open connections (long polls included) and waits for running handlers. */
  close(): Promise<void>;
  /** Closes what can be closed synchronously, for a process that is exiting. */
  closeNow(): void;
}

export function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const { log } = options;
  let router: Router | undefined;
  let authentication: RequestAuthentication | undefined;
  const running = new Set<Promise<void>>();
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    if (closed || options.idleTimeoutMs === undefined || running.size > 0) return;
    idleTimer = setTimeout(() => options.onIdle?.(), options.idleTimeoutMs);
    idleTimer.unref();
  };

  const server = createServer((request, response) => {
    clearTimeout(idleTimer);
    const handled = handle(request, response).finally(() => {
      running.delete(handled);
      armIdleTimer();
    });
    running.add(handled);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const controller = new AbortController();
    response.once('close', () => controller.abort());
    let reply: HttpReply;
    try {
      if (router === undefined || authentication === undefined) throw new Error('The server is still starting');
      const url = new URL(request.url ?? '/', 'http://server.invalid');
      reply = await router.find(request.method, url.pathname)(routeContext(request, url, controller.signal, authentication));
    } catch (thrown) {
      const { status, body } = errorReply(thrown, log);
      reply = { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
    }
    if (response.headersSent || response.destroyed) return;
    const body = Buffer.from(reply.body, 'utf8');
    response.writeHead(reply.status, { ...BASE_HEADERS, ...reply.headers, 'content-length': String(body.length) });
    response.end(body);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      server.on('error', (error) => log(`[error] ${error.message}`));
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      armIdleTimer();
      resolve({
        port,
        use(routes, requestAuthentication) {
          router = routes;
          authentication = requestAuthentication;
        },
        async close() {
          closed = true;
          clearTimeout(idleTimer);
          const stopped = new Promise<void>((done) => server.close(() => done()));
          server.closeAllConnections();
          await Promise.allSettled([...running]);
          await stopped;
        },
        closeNow() {
          closed = true;
          clearTimeout(idleTimer);
          server.close();
          server.closeAllConnections();
        },
      });
    });
  });
}
