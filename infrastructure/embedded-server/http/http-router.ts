import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { DEVICE_PROOF_HEADER, type DeviceProofs } from './device-proof.ts';
import { readJsonObject } from './http-body.ts';
import { HttpFailure, invalidArgument } from './http-errors.ts';

/** What a route answers; the server adds the headers every response carries. */
export interface HttpReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RouteContext {
  readonly request: IncomingMessage;
  readonly url: URL;
  /** Aborts when the client goes away or the server stops: long waits end with it. */
  readonly signal: AbortSignal;
  /** The body as a JSON object (see http-body.ts). */
  json(): Promise<Record<string, unknown>>;
  /** The thumbprint of the device key whose proof this request carries (device-proof.ts), else DEVICE_PROOF_INVALID. */
  deviceKey(): Promise<string>;
  /**
   * The `Authorization: DPoP` session token, once the request's proof is checked to be signed by the key
   * the token is bound to and to name this token; else SESSION_TOKEN_INVALID or DEVICE_PROOF_INVALID.
   */
  sessionToken(): Promise<string>;
  /** The address the request came from (see `clientIp`), for the limits on code requests and checks. */
  clientIp(): string;
}

/**
 * How a request proves its device and its session (the server wires device-proof.ts and sessions.ts in),
 * and where it is taken to come from.
 */
export interface RequestAuthentication {
  readonly proofs: DeviceProofs;
  /** The device key a session token is bound to, else its refusal. */
  sessionDeviceKey(token: string): Promise<string>;
  /** A proxy in front of the server names the client in X-Forwarded-For (default false). */
  readonly trustProxy?: boolean;
}

export type RouteHandler = (context: RouteContext) => Promise<HttpReply>;
export type HttpMethod = 'GET' | 'POST';

export interface Router {
  add(method: HttpMethod, path: string, handler: RouteHandler): Router;
  /** The handler of a request, or the 404 / 405 to answer. */
  find(method: string | undefined, path: string): RouteHandler;
}

/** Exact paths only: the server has a handful of fixed routes and nothing else to serve. */
export function createRouter(): Router {
  const routes = new Map<string, Map<string, RouteHandler>>();
  const router: Router = {
    add(method, path, handler) {
      let byMethod = routes.get(path);
      if (byMethod === undefined) routes.set(path, (byMethod = new Map()));
      byMethod.set(method, handler);
      return router;
    },
    find(method, path) {
      const byMethod = routes.get(path);
      const handler = byMethod?.get(method ?? '');
      if (handler !== undefined) return handler;
      if (byMethod === undefined) return refuse(new HttpFailure(404, invalidArgument('path', 'one of the server\'s routes')));
      const allowed = [...byMethod.keys()].join(', ');
      return refuse(new HttpFailure(405, invalidArgument('method', `to be ${allowed}`)));
    },
  };
  return router;
}

function refuse(failure: HttpFailure): RouteHandler {
  return () => Promise.reject(failure);
}

export function routeContext(request: IncomingMessage, url: URL, signal: AbortSignal, authentication: RequestAuthentication): RouteContext {
  const token = /^DPoP\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const proof = request.headers[DEVICE_PROOF_HEADER];
  // One verification per request: a proof's id is spent when it is checked.
  let deviceKey: Promise<string> | undefined;
  let body: Promise<Record<string, unknown>> | undefined;
  const verifyDevice = () => (deviceKey ??= authentication.proofs.verify({
    method: request.method ?? '', path: url.pathname, proof: typeof proof === 'string' ? proof : undefined,
    ...(token === undefined ? {} : { accessToken: token }),
  }));
  return {
    request,
    url,
    signal,
    // The body can be read once; routes may ask for it from several places.
    json: () => (body ??= readJsonObject(request)),
    deviceKey: verifyDevice,
    async sessionToken() {
      if (token === undefined) throw catalogueError('SESSION_TOKEN_INVALID', { details: 'No DPoP session token was sent.' });
      const [device, bound] = await Promise.all([verifyDevice(), authentication.sessionDeviceKey(token)]);
      if (device !== bound) throw catalogueError('DEVICE_PROOF_INVALID', { details: 'The session belongs to another device.' });
      return token;
    },
    clientIp: () => clientIp(request, authentication.trustProxy === true),
  };
}

/**
 * The socket's peer; behind a trusted proxy, the last X-Forwarded-For entry, the one that proxy added
 * (the entries before it are whatever the client sent, so an attacker writes them). Only one proxy is
 * supported: behind two, the last entry would be the first proxy's address.
 */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((entry) => entry.trim()).at(-1) ?? '';
  return isIP(last) === 0 ? peer : last;
}

export function jsonReply(value: unknown, status = 200): HttpReply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
}

export function htmlReply(html: string, headers: Readonly<Record<string, string>> = {}): HttpReply {
  return { status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: html };
}

export function scriptReply(script: string): HttpReply {
  // Revalidated on each load: the frame must run the script the server has now, not last week's.
  return { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, body: script };
}

/** A string field of a body, else INVALID_ARGUMENT. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw invalidArgument(name, 'a string');
  return value;
}
