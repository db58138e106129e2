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
import { existsSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CONSUMERS_TEMP_ROOT, consumersRootOf, pruneOtherCheckoutFolders } from '../consumers/harness/consumer-folders.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Before anything is installed: the consumer apps of checkouts that are gone hold gigabytes each, and
// npm ci needs the room. Housekeeping only: a failure here is said and the run goes on.
try {
  const ownConsumers = consumersRootOf(join(root, 'test', 'consumers', 'apps'));
  const removed = pruneOtherCheckoutFolders(CONSUMERS_TEMP_ROOT, ownConsumers, Date.now());
  if (removed.length > 0) console.log(`[walletport] removing the consumer apps of ${removed.length} other checkout(s), gone or unused: ${removed.join(', ')}`);
} catch (error) {
  console.warn('[walletport] could not remove the consumer apps of other checkouts:', error instanceof Error ? error.message : error);
}

/** Free space on the disk that holds `path`, in GiB, for an error message. */
function freeGiB(path) {
  const { bavail, bsize } = statfsSync(path);
  return (bavail * bsize) / 2 ** 30;
}

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
    // npm stops mid-write on a full disk and its own message may not say so.
    const free = freeGiB(root);
    if (free < 3) console.error(`[walletport] only ${free.toFixed(1)} GiB free on the disk of ${root}: npm ci needs about 2.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, lockHash);
}
