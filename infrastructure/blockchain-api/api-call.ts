import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort, HttpRequest, QueryValue } from '../../application/ports/http.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { safeParse } from '../../domain/schemas/safe-parse.ts';
import type { z } from '../../domain/schemas/zod-mini.ts';

export interface ApiCall {
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
  readonly cache?: HttpRequest['cache'];
  /** Whether a failed attempt may be sent again; reads (GETs) are by default, writes are not. */
  readonly retry?: boolean;
  /** `st` and `sv` in the query; left out where the route reads only its JSON body, as AppKit's POSTs there. */
  readonly sdkQuery?: boolean;
}

/** Turns a failure's cause into the catalogue error the caller reports. */
export type FailAs = (cause: unknown) => WalletportError;

/** Like AppKit, an empty value is left out rather than sent as `name=`. */
function withoutEmpty(query: Readonly<Record<string, QueryValue>>): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

/**
 * One request to the blockchain API, as AppKit sends it: `st` and `sv` in the query (but where a
 * route reads only its body) and the `projectId` in every GET's; no custom header, so a GET needs no CORS preflight; a redirect fails
 * rather than following to whatever answers there. The answer is checked with `schema`; a failure or an
 * answer that does not fit rejects with `failAs`'s error, the cause kept. Without a projectId nothing is sent.
 */
export function createApiCaller(http: HttpPort, config: RemoteConfig) {
  const sdk = { st: config.sdkType, sv: config.sdkVersion };
  return async function call<S extends z.ZodMiniType>(request: ApiCall, schema: S, failAs: FailAs): Promise<z.output<S>> {
    if (!config.projectId) throw failAs(catalogueError('PROJECT_ID_NOT_CONFIGURED'));
    const method = request.method ?? 'GET';
    const get = method === 'GET';
    let body: unknown;
    try {
      body = await http.json({
        method,
        url: `${config.endpoints.blockchainApi}${request.path}`,
        query: withoutEmpty({ ...request.query, ...(request.sdkQuery === false ? {} : sdk), ...(get ? { projectId: config.projectId } : {}) }),
        body: request.body,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.cache ? { cache: request.cache } : {}),
        retry: request.retry ?? get,
        redirect: 'error',
      });
    } catch (cause) {
      throw failAs(cause);
    }
    const parsed = safeParse(schema, body);
    if (!parsed.success) throw failAs(new Error(`unexpected answer: ${parsed.issue ?? 'wrong shape'}`));
    return parsed.data;
  };
}
