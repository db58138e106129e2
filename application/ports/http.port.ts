import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { catalogueMessage, ERRORS, type ErrorCode } from '../../domain/errors/catalogue.ts';

/** The HTTP methods the remote services are called with. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A query parameter's value: undefined leaves it out, an array is joined with commas. */
export type QueryValue = string | number | boolean | undefined | readonly string[];

/** One request to a remote service, as `HttpPort` takes it. */
export interface HttpRequest {
  /** Defaults to GET. */
  readonly method?: HttpMethod;
  /** Absolute URL: a configured base URL plus the path. */
  readonly url: string;
  /** Undefined values are left out; arrays are joined with commas. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Headers added to the request's own (the project id and SDK version headers, for instance). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Per attempt; the adapter's default applies when absent. */
  readonly timeoutMs?: number;
  /** Aborts the request and its retries. */
  readonly signal?: AbortSignal;
  /** `false` turns the retry policy off for this request (e.g. a fire-and-forget event). */
  readonly retry?: boolean;
  /** Lets the request outlive the page (an analytics event sent just before a navigation). */
  readonly keepalive?: boolean;
  /** The browser's HTTP cache mode for this request (fetch's `cache`); the browser's default when absent. */
  readonly cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache';
  /** `error` fails the request on a redirect instead of following it to whatever answers there. */
  readonly redirect?: 'follow' | 'error';
}

/** GET/POST/PUT/DELETE with JSON bodies, retried by the domain's policy. */
export interface HttpPort {
  /** The parsed JSON answer, unvalidated: callers check it with a schema. */
  json(request: HttpRequest): Promise<unknown>;
  /** The raw answer (wallet and network images). */
  blob(request: HttpRequest): Promise<Blob>;
}

export type HttpErrorKind = 'status' | 'rpc' | 'network' | 'timeout' | 'aborted' | 'invalid-body' | 'too-large';

const CODES = {
  status: 'HTTP_STATUS',
  rpc: 'HTTP_RPC',
  network: 'HTTP_NETWORK',
  timeout: 'HTTP_TIMEOUT',
  aborted: 'HTTP_ABORTED',
  'invalid-body': 'HTTP_INVALID_BODY',
  'too-large': 'HTTP_TOO_LARGE',
} as const satisfies Record<HttpErrorKind, ErrorCode>;

/** A failed request, with its catalogue text: a status failure reads 'HTTP status code: N'. */
export class HttpError extends WalletportError {
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly rpcCode: number | undefined;
  readonly url: string;

  constructor(init: { kind: HttpErrorKind; url: string; status?: number; rpcCode?: number; details?: string; cause?: unknown }) {
    const code = CODES[init.kind];
    super({
      code,
      shortMessage: catalogueMessage(code, { status: init.status ?? 0, code: init.rpcCode ?? 0 }),
      category: ERRORS[code].category,
      details: init.details,
      cause: init.cause,
    });
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status;
    this.rpcCode = init.rpcCode;
    this.url = init.url;
  }

  /** By catalogue code and field, not instanceof: it holds for an error of another copy of the library too. */
  static isStatus(error: unknown, status: number): boolean {
    return WalletportError.is(error, 'HTTP_STATUS') && (error as { status?: unknown }).status === status;
  }
}
