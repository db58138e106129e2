import { z } from 'zod';

/*
 * zod compiles a fast parser for each object schema with `new Function`, and probes whether it may
 * when the schema is built. On a page whose Content-Security-Policy lacks 'unsafe-eval', even that
 * caught probe is reported as a violation. jitless skips both, so it must be set before the first
 * schema is built: every classic schema module imports zod from here, and ES modules run this body first.
 *
 * Classic zod is for the secure frame's and the embedded server's own schemas only: it does not
 * tree-shake, so whatever the dApp's bundle reaches (domain/embedded/* included) uses ./zod-mini.ts.
 */
z.config({ jitless: true });

export { z };
