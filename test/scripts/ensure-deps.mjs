// Installs npm dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with no manual `npm install`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.walletport-lock-hash');

const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const installedHash = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (installedHash !== lockHash) {
  console.log('[walletport] installing npm dependencies (node_modules missing or stale)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[walletport] npm ci failed');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, lockHash);
}
