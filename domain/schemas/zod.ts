import { z } from 'zod';

/*
 * zod compiles a fast parser for each object schema with `new Function`, and probes whether it may
 * when the schema is built. On a page whose Content-Security-Policy lacks 'unsafe-eval', even that
 * caught probe is reported as a violation. jitless skips both, so it must be set before the first
 * schema is built: every schema module imports zod from here, and ES modules run this body first.
 */
z.config({ jitless: true });

export { z };
