import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { DemoConfig } from '../demo/demo-config.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** Where the page loads the stand-ins' addresses from. */
const CONFIG_SCRIPT = 'walletport-demo-config.js';

export interface DemoServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Serves a built demo directory on 127.0.0.1 and injects the stand-ins' addresses into the page,
 * so the built bundle needs no rebuild when ports change.
 */
export function startDemoServer(options: {
  readonly directory: string;
  readonly port: number;
  readonly config: DemoConfig;
  /** Extra headers of the page itself (a Content-Security-Policy, say). */
  readonly pageHeaders?: Readonly<Record<string, string>>;
}): Promise<DemoServer> {
  const root = resolve(options.directory);
  // A script file rather than an inline <script>: pages served under a strict CSP (no 'unsafe-inline') run it too.
  const configScript = `window.__WALLETPORT_DEMO__=${JSON.stringify(options.config).replace(/</g, '\\u003c')};`;
  const configTag = `<script src="./${CONFIG_SCRIPT}"></script>`;
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (path === `/${CONFIG_SCRIPT}`) {
      response.writeHead(200, { 'content-type': TYPES['.js'] ?? 'text/javascript', 'cache-control': 'no-store' }).end(configScript);
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (extname(file) === '.html') {
      const html = readFileSync(file, 'utf8').replace('<!--walletport-demo-config-->', configTag);
      response.writeHead(200, { ...options.pageHeaders, 'content-type': type, 'cache-control': 'no-store' }).end(html);
      return;
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolvePromise({
        url: `http://127.0.0.1:${port}/`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
