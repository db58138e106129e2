import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packWalletport, REPO_ROOT } from './pack.ts';

/**
 * The packed tarball unpacked where `npm install walletport-<version>.tgz` would put it:
 * node_modules/walletport of this repository, whose other packages already hold walletport's
 * dependencies. A site built here imports walletport by name and gets the packed package, provided
 * the site has its own package.json (test/demo does): under walletport's manifest, Vite, like Node,
 * resolves the package's own name to itself, that is to dist/, the build folder.
 *
 * Unpacking by hand gives node_modules/walletport exactly what that install would, without npm
 * reconciling the whole tree (and reaching for the registry) on every build, and without a
 * dependency of walletport on itself in package.json and the lock file. The folder is recorded
 * nowhere, so a later root `npm install` may prune it as extraneous; the next call puts it back
 * (the stamp that says which tarball is unpacked goes with it).
 */
const PACKAGE_DIR = join(REPO_ROOT, 'node_modules', 'walletport');
const STAMP = join(PACKAGE_DIR, '.packed-tarball-sha256');
const LOCK = join(REPO_ROOT, 'node_modules', '.walletport-unpack.lock');

/**
 * Packs the current sources, unpacks the tarball into node_modules/walletport unless that exact
 * tarball is already there, and runs `use` while holding a lock: two builds of this repository at
 * once (the demo served by `npm start` while the e2e tests build theirs) can neither unpack over
 * files the other is bundling nor mix two versions in one bundle.
 */
export async function withPackedPackageInRepo<T>(use: (packageDir: string) => Promise<T>): Promise<T> {
  // Packing first, outside the lock: the build takes its own lock and a minute, and should not stall readers.
  const tarball = packWalletport();
  const release = await lock();
  try {
    unpackIfChanged(tarball);
    return await use(PACKAGE_DIR);
  } finally {
    await release();
  }
}

function unpackIfChanged(tarball: string): void {
  const digest = createHash('sha256').update(readFileSync(tarball)).digest('hex');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return;
  rmSync(PACKAGE_DIR, { recursive: true, force: true });
  mkdirSync(PACKAGE_DIR, { recursive: true });
  // npm tarballs hold everything under package/; the stamp is written last, so a failed unpack is redone.
  const untar = spawnSync('tar', ['xzf', tarball, '--strip-components=1', '-C', PACKAGE_DIR], { stdio: 'inherit' });
  if (untar.status !== 0) throw new Error(`unpacking ${tarball} into ${PACKAGE_DIR} failed`);
  writeFileSync(STAMP, digest);
}

/**
 * An exclusive flock(1) held by a child for as long as its stdin is open: released when we close
 * it, and by the kernel if this process dies first, so a killed run never leaves a stale lock.
 */
function lock(): Promise<() => Promise<void>> {
  mkdirSync(join(REPO_ROOT, 'node_modules'), { recursive: true });
  const holder = spawn('flock', ['--wait', '900', LOCK, 'sh', '-c', 'echo locked && exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => holder.once('exit', resolve));
  const release = async (): Promise<void> => {
    holder.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    holder.once('error', reject);
    holder.stdout.once('data', () => resolve(release));
    void exited.then((code) => reject(new Error(`no lock on ${LOCK} within 15 minutes (flock exited with ${code})`)));
  });
}
