import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for the tests, on loopback: each request goes to the next instance in turn, with its
 * Host header kept (the instances' public URL is the proxy's). An instance that cannot be reached answers
 * 502, as a real balancer's would before its health check takes the instance out; `setTargets` is that.
 */
export interface RoundRobinProxy {
  /** The proxy's address: the public URL every instance behind it is started with. */
  readonly url: string;
  /** The instances' own addresses (http://127.0.0.1:port); requests alternate between them. */
  setTargets(urls: readonly string[]): void;
  /** How many requests each target got, by its address. */
  readonly served: ReadonlyMap<string, number>;
  stop(): Promise<void>;
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let targets: readonly URL[] = [];
  let next = 0;
  const served = new Map<string, number>();

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = targets[next++ % Math.max(targets.length, 1)];
    if (target === undefined) return refuse(outgoing, 'no instance behind the proxy');
    served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
    const upstream = forward({
      host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers,
    }, (answer) => {
      // Which instance answered, for the tests that check a login really crossed instances.
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.origin });
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => refuse(outgoing, `${target.origin}: ${error.message}`));
    incoming.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setTargets(urls) {
      targets = urls.map((url) => new URL(url));
      next = 0;
    },
    stop: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

function refuse(outgoing: ServerResponse, reason: string): void {
  if (outgoing.headersSent) {
    outgoing.destroy();
    return;
  }
  outgoing.writeHead(502, { 'content-type': 'application/json' });
  outgoing.end(JSON.stringify({ proxyError: reason }));
}
