import { HttpFailure } from './http-errors.ts';
import type { RouteHandler, Router } from './http-router.ts';
import type { RequestKind, RequestLimits } from '../storage/request-limits.ts';

/** The routes that mail a code and those that check one: each call counts, valid or not. */
export const LIMITED_ROUTES: Readonly<Record<string, RequestKind>> = {
  '/api/email/start': 'codeRequests',
  '/api/email/update': 'codeRequests',
  '/api/otp/verify': 'codeChecks',
  '/api/email/update/primary': 'codeChecks',
  '/api/email/update/secondary': 'codeChecks',
};

/**
 * The router, with the POST handlers of LIMITED_ROUTES admitted by `limits` first: over a limit, the call
 * is answered 429 TOO_MANY_REQUESTS before its body, proof or session is looked at.
 */
export function withRequestLimits(router: Router, limits: RequestLimits): Router {
  const limited: Router = {
    add(method, path, handler) {
      const kind = method === 'POST' ? LIMITED_ROUTES[path] : undefined;
      router.add(method, path, kind === undefined ? handler : admitted(kind, handler));
      return limited;
    },
    find: (method, path) => router.find(method, path),
  };

  function admitted(kind: RequestKind, handler: RouteHandler): RouteHandler {
    return async (context) => {
      const refusal = await limits.admit(kind, context.clientIp());
      if (refusal !== undefined) throw new HttpFailure(429, refusal);
      return handler(context);
    };
  }

  return limited;
}
