import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { jsonReply, type Router } from './http-router.ts';

/** Longer than a healthy database ever takes to answer `SELECT 1`, shorter than a load balancer's probe timeout. */
const READY_TIMEOUT_MS = 2_000;

/**
 * `GET /ready`, for a load balancer or orchestrator: 200 `{ "ready": true }` while the database answers,
 * else 503 with AUTH_DATABASE_UNAVAILABLE, so traffic goes to the instances that can serve it. Nothing
 * else is checked: the mailer and the chains' nodes fail per request, and a server that started has
 * already passed its settings check.
 */
export function addReadinessRoute(router: Router, db: SqlDatabase, timeoutMs = READY_TIMEOUT_MS): Router {
  return router.add('GET', '/ready', async () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The database did not answer in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([db.query('SELECT 1'), timedOut]);
    } catch (cause) {
      throw catalogueError('AUTH_DATABASE_UNAVAILABLE', { cause });
    } finally {
      clearTimeout(timer);
    }
    return jsonReply({ ready: true });
  });
}
