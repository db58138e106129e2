/**
 * `npm run docs:build` (and `npm run docs`, which serves the pages while they are written): generates the
 * pages that come from the code, then builds the site with VitePress, fully offline.
 *
 * - `docs/guide/error-catalogue.md`, from the catalogue's entries;
 * - `docs/api/`, the API reference, from the public types of every entry of the package's `exports`.
 *
 * The build fails on a dead internal link (VitePress), and on an API finding (an export without a doc
 * comment, a public type that uses one the entries do not export, a comment's link to nothing) that
 * `api-findings.txt` does not list. That file is what is still owed: a finding fixed must leave it too,
 * so it only ever shrinks.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '../../domain/errors/entries.ts';
import { ENTRIES } from '../../tsup.config.ts';
import { buildApiReference } from './api-reference.ts';
import { compareFindings } from './api-findings.ts';
import { errorCataloguePage } from './error-catalogue-page.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');
const findingsFile = join(root, 'test/docs/api-findings.txt');
const serve = process.argv.includes('--serve');
const recordFindings = process.argv.includes('--record-findings');

writeFileSync(join(docs, 'guide/error-catalogue.md'), `${errorCataloguePage(ERRORS)}\n`);
console.log(`[docs] error catalogue: ${Object.keys(ERRORS).length} codes`);

rmSync(join(docs, 'api'), { recursive: true, force: true });
const { findings, exports } = await buildApiReference({ root, entries: ENTRIES, out: join(docs, 'api') });
if (recordFindings) {
  writeFileSync(findingsFile, `${findings.join('\n')}\n`);
  console.log(`[docs] API findings recorded: ${findings.length}`);
}
const owed = readFileSync(findingsFile, 'utf8').split('\n').filter((line) => line.trim() !== '');
const { added, fixed } = compareFindings(owed, findings);
console.log(`[docs] API reference: ${Object.keys(ENTRIES).length} entries, ${exports.documented} of ${exports.total} exports documented, ${findings.length} findings still owed`);
if (added.length > 0 || fixed.length > 0) {
  if (added.length > 0) console.error(`[docs] new API findings (document these, or export the type):\n  ${added.join('\n  ')}`);
  if (fixed.length > 0) console.error(`[docs] fixed, so take them out of test/docs/api-findings.txt:\n  ${fixed.join('\n  ')}`);
  if (!serve) process.exit(1);
}

const vitepress = join(root, 'node_modules/.bin/vitepress');
const args = serve ? ['dev', 'docs', '--host', '127.0.0.1'] : ['build', 'docs'];
const result = spawnSync(vitepress, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
