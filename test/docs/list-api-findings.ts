/**
 * `npx tsx test/docs/list-api-findings.ts [text]`: what TypeDoc finds wanting in the public types right now,
 * without building the site, optionally only the findings containing `text`. The reference is written to a temporary folder, so several of these can run side by side.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES } from '../../tsup.config.ts';
import { buildApiReference } from './api-reference.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'walletport-api-'));
const filter = process.argv[2] ?? '';
try {
  const { findings, exports } = await buildApiReference({ root, entries: ENTRIES, out });
  const shown = findings.filter((finding) => finding.includes(filter));
  console.log(shown.join('\n'));
  console.log(`\n${shown.length} of ${findings.length} findings shown; ${exports.documented} of ${exports.total} exports documented`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
