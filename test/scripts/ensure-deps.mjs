// Installs npm dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with no manual `npm install`.
// `npm install` rather than `npm ci`: with this machine's omit-lockfile-registry-resolved setting, npm 11
// leaves other platforms' optional packages out of the lock, and `npm ci` then refuses the lock as out of sync.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.walletport-lock-hash');

// package.json too: an added dependency must trigger an install even before the lock is updated.
const inputsHash = () =>
  createHash('sha256').update(readFileSync(lockFile)).update(readFileSync(join(root, 'package.json'))).digest('hex');
const lockHash = inputsHash();
const installedHash = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (installedHash !== lockHash) {
  console.log('[walletport] installing npm dependencies (node_modules missing or stale)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[walletport] npm install failed');
    process.exit(result.status ?? 1);
  }
  // npm install may normalise the lock; stamp what is on disk now so the next run does not reinstall.
  writeFileSync(stampFile, inputsHash());
}
