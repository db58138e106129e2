/**
 * `npm run docs:build` (and `npm run docs`, which serves the pages while they are written): generates the
 * pages that come from the code, then builds the site with VitePress, fully offline.
 *
 * - `docs/guide/error-catalogue.md`, from the catalogue's entries;
 * - `docs/api/`, the API reference, from the public types of every entry of the package's `exports`.
 *
 * The build fails on a dead internal link (VitePress), and on any API finding: a public export or one of
 * its fields without a doc comment, a public type that uses one the entries do not export, a comment's
 * link to nothing. `npx tsx test/docs/list-api-findings.ts` lists them without building the site.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '../../domain/errors/entries.ts';
import { ENTRIES } from '../../tsup.config.ts';
import { buildApiReference } from './api-reference.ts';
import { errorCataloguePage } from './error-catalogue-page.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');
const serve = process.argv.includes('--serve');

writeFileSync(join(docs, 'guide/error-catalogue.md'), `${errorCataloguePage(ERRORS)}\n`);
console.log(`[docs] error catalogue: ${Object.keys(ERRORS).length} codes`);

rmSync(join(docs, 'api'), { recursive: true, force: true });
const { findings, exports } = await buildApiReference({ root, entries: ENTRIES, out: join(docs, 'api') });
console.log(`[docs] API reference: ${Object.keys(ENTRIES).length} entries, ${exports.documented} of ${exports.total} exports documented, ${findings.length} findings`);
if (findings.length > 0) {
  console.error(`[docs] the public API wants documentation (a doc comment, or the type exported):\n  ${findings.join('\n  ')}`);
  if (!serve) process.exit(1);
}

const vitepress = join(root, 'node_modules/.bin/vitepress');
const args = serve ? ['dev', 'docs', '--host', '127.0.0.1'] : ['build', 'docs'];
const result = spawnSync(vitepress, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
