import * as z from 'zod/mini';

/*
 * The schemas the dApp's bundle carries import zod from here: zod/mini, whose functions tree-shake,
 * where classic zod's methods bring the whole library (~20 KiB gzip of the core chunk). Classic zod
 * stays in the secure frame's and the embedded server's own schemas only (./zod.ts).
 *
 * zod/mini's objects never compile a parser, so nothing here probes `new Function` (the CSP problem
 * ./zod.ts describes). jitless is set all the same: zod's config is one object for every zod 4 copy on
 * the page, and a schema that ever reaches a build that does compile stays within the CSP.
 *
 * zod/mini loads no error texts: ./safe-parse.ts, where issue texts leave walletport, writes them in
 * English itself.
 */
z.config({ jitless: true });

export { z };
