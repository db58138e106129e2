import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packWalletport, REPO_ROOT } from './pack.ts';

/**
 * Puts the packed tarball where `npm install walletport-<version>.tgz` would: node_modules/walletport
 * of this repository, whose other packages already hold walletport's dependencies. The demo site then
 * imports walletport by name and gets the built package, not the sources. A later root `npm install`
 * may prune it as extraneous; the next demo build puts it back (the stamp is gone with it).
 */
export function installPackedIntoRepo(): string {
  const tarball = packWalletport();
  const digest = createHash('sha256').update(readFileSync(tarball)).digest('hex');
  const target = join(REPO_ROOT, 'node_modules', 'walletport');
  const stamp = join(target, '.packed-tarball-sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return target;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const untar = spawnSync('tar', ['xzf', tarball, '--strip-components=1', '-C', target], { stdio: 'inherit' });
  if (untar.status !== 0) throw new Error(`extracting ${tarball} failed`);
  writeFileSync(stamp, digest);
  return target;
}
