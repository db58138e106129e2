import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves a built static site on 127.0.0.1, with the clean URLs VitePress writes (`/guide/vite` is
 * `guide/vite.html`) and its 404 page for anything else.
 */
export async function serveStaticSite(directory: string): Promise<{ readonly url: string; close(): Promise<void> }> {
  const fileFor = (pathname: string): string | undefined => {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [relative, `${relative}.html`, join(relative, 'index.html')]) {
      const path = join(directory, candidate);
      if (path.startsWith(directory) && existsSync(path) && statSync(path).isFile()) return path;
    }
    return undefined;
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = fileFor(pathname) ?? join(directory, '404.html');
    response.writeHead(fileFor(pathname) ? 200 : 404, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
