import type { SetupServerApi } from 'msw/node';

export interface CapturedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly text: string;
}

export interface RequestCapture {
  /** The requests sent so far, bodies read. */
  all(): Promise<readonly CapturedRequest[]>;
  /** The requests whose path is `path`. */
  to(path: string): Promise<readonly CapturedRequest[]>;
  stop(): void;
}

/**
 * Every request the code under test sends through an msw server, as sent: method, URL, headers and
 * body text, which the stand-ins' recorded calls do not keep. `stop` removes the listener.
 */
export function captureRequests(server: SetupServerApi): RequestCapture {
  const pending: Promise<CapturedRequest>[] = [];
  const listener = ({ request }: { request: Request }): void => {
    const copy = request.clone();
    pending.push(copy.text().then((text) => ({ method: copy.method, url: new URL(copy.url), headers: new Headers(copy.headers), text })));
  };
  server.events.on('request:start', listener);
  const all = (): Promise<readonly CapturedRequest[]> => Promise.all(pending);
  return {
    all,
    to: async (path) => (await all()).filter((request) => request.url.pathname === path),
    stop: () => void server.events.removeListener('request:start', listener),
  };
}

/** The JSON body of a captured request. */
export const jsonOf = (request: CapturedRequest | undefined): unknown => (request ? (JSON.parse(request.text) as unknown) : undefined);
