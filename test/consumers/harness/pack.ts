import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let packed: string | undefined;

/**
 * The tarball a dApp would install: `npm run build`, then `npm pack`. `npm test` packs once and hands
 * the path down in WALLETPORT_TARBALL; a test file run alone packs for itself.
 */
export function packWalletport(): string {
  const given = process.env['WALLETPORT_TARBALL'];
  if (given && existsSync(given)) return given;
  if (packed) return packed;
  const destination = mkdtempSync(join(tmpdir(), 'walletport-pack-'));
  // The apps install from a copy in their own folders; this one goes with the process that packed it.
  process.on('exit', () => rmSync(destination, { recursive: true, force: true }));
  // dist/ is one folder: two builds at once (two test files run alone side by side) must take turns.
  const script = `npm run build --loglevel=error && npm pack --loglevel=error --pack-destination '${destination}'`;
  const result = spawnSync('flock', [join(tmpdir(), 'walletport-build.lock'), 'sh', '-c', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build and pack failed with status ${result.status}`);
  const tarball = readdirSync(destination).find((name) => /^walletport-.*\.tgz$/.test(name));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${destination}`);
  packed = join(destination, tarball);
  return packed;
}
