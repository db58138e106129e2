// Installs npm dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with no manual `npm install`.
//
// `npm ci` rather than `npm install`: it installs exactly what the lock says and never rewrites it.
// `npm install` from npm 11.16 on rewrites the lock without the entries for optional packages it cannot
// fetch, and then `npm ci` refuses that lock as out of sync. litesvm 1.5.0 is such a case: it
// names six platform packages and only linux-x64-gnu was ever published at 1.5.0, so the lock keeps the
// other five as versionless optional entries (litesvm's Rust binary only loads on x64 glibc Linux).
//
// After a dependency change, rewrite the lock with the npm that still writes those entries, without
// `resolved` URLs as the lock has always been (npm then fetches from the configured registry):
//   npx -y npm@11.13.0 install --package-lock-only --omit-lockfile-registry-resolved --no-audit --no-fund
// It keeps every locked version and adds every platform's optional packages; `npm ci --dry-run` must
// then print no "Missing:" line. A newer npm can replace 11.13.0 once its `npm ci` accepts the lock its
// own `npm install` writes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.walletport-lock-hash');

// package.json too: a dependency added without updating the lock must fail here (npm ci refuses it),
// not run the tests on the old node_modules.
const inputsHash = () =>
  createHash('sha256').update(readFileSync(lockFile)).update(readFileSync(join(root, 'package.json'))).digest('hex');
const lockHash = inputsHash();
const installedHash = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (installedHash !== lockHash) {
  console.log('[walletport] installing npm dependencies with npm ci (node_modules missing or stale)...');
  // npm ci empties node_modules first, stamp included, so a failed install is retried on the next run.
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      '[walletport] npm ci failed. If it says package.json and package-lock.json are not in sync, rewrite the lock\n' +
        'with the command at the top of test/scripts/ensure-deps.mjs.',
    );
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, lockHash);
}
