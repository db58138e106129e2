import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Closes the server once, cutting open connections; later calls share the first. */
  stop(): Promise<void>;
}

/**
 * A stand-in's server on 127.0.0.1 (port 0: a free one). It also drops its connections when the process
 * exits, so a test run that forgets stop() does not hang on it.
 */
export async function serveOnLoopback(server: Server, port: number): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const onExit = () => server.closeAllConnections();
  process.once('exit', onExit);
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        process.off('exit', onExit);
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
