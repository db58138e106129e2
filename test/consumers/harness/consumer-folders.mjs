// Plain JavaScript: `npm test` calls this before `npm ci`, when no TypeScript runner is installed yet.
// Its types are in consumer-folders.d.mts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/*
 * Each checkout installs its consumer apps in its own folder under one temp root, about 7 GB of
 * node_modules per checkout. A folder outlives its checkout: every clean clone made to check a change
 * (and every CI clone) left one behind until the disk filled and `npm ci` failed. A folder therefore
 * says which checkout it belongs to, and each run removes the folders nobody can use any more.
 */
const MARKER = 'checkout.json';

/** Folders in the root that belong to no checkout and are kept: the Node 24 binary every checkout shares. */
const SHARED = new Set(['node24']);

/** A folder used this recently may belong to a run going on now; it is never removed for being old. */
const IN_USE_MS = 60 * 60 * 1000;

/** Besides the current checkout's, the folders of this many other checkouts stay, the most recently used. */
const OTHER_CHECKOUTS_KEPT = 2;

/** A folder being removed is first renamed to this prefix: gone from its place at once, deleted behind. */
const REMOVING = '.removing-';

/** The temp root that holds every checkout's consumer apps. */
export const CONSUMERS_TEMP_ROOT = join(tmpdir(), 'walletport-consumers');

/**
 * The consumer apps' folder of the checkout whose templates are in `appsDir`: two checkouts on one
 * machine (a CI clone beside a working copy) must never build in each other's app folders.
 */
export function consumersRootOf(appsDir) {
  return join(CONSUMERS_TEMP_ROOT, createHash('sha256').update(appsDir).digest('hex').slice(0, 10));
}

/** Records that `folder` holds the apps of the checkout whose templates are in `appsDir`, and that it is used now. */
export function markCheckoutFolder(folder, appsDir) {
  mkdirSync(folder, { recursive: true });
  const marker = join(folder, MARKER);
  const body = `${JSON.stringify({ appsDir })}\n`;
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== body) writeFileSync(marker, body);
  const now = new Date();
  utimesSync(marker, now, now);
}

/** When the folder was last used and, when it says, which checkout's templates it was installed from. */
function readFolder(path) {
  const marker = join(path, MARKER);
  try {
    const parsed = JSON.parse(readFileSync(marker, 'utf8'));
    const appsDir = typeof parsed?.appsDir === 'string' ? parsed.appsDir : undefined;
    return { path, lastUsed: statSync(marker).mtimeMs, appsDir };
  } catch {
    return { path, lastUsed: statSync(path).mtimeMs, appsDir: undefined };
  }
}

/**
 * Removes, from `root`, the other checkouts' folders that cannot be used again (their checkout is gone,
 * or they say nothing of it) and, of the rest, all but the most recently used few. A folder whose
 * checkout still exists, or that says nothing, stays while it was used within the last hour: a test run
 * of another checkout may be installing into it. Each is gone from its place on return and deleted
 * in the background. Returns the folders removed.
 */
export function pruneOtherCheckoutFolders(root, ownFolder, now) {
  if (!existsSync(root)) return [];
  const entries = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const others = entries
    .filter((entry) => !SHARED.has(entry.name) && !entry.name.startsWith(REMOVING))
    .map((entry) => join(root, entry.name))
    .filter((path) => path !== ownFolder)
    .map(readFolder);
  const idle = (folder) => now - folder.lastUsed > IN_USE_MS;
  const checkoutGone = others.filter((folder) => folder.appsDir !== undefined && !existsSync(folder.appsDir));
  const unmarked = others.filter((folder) => folder.appsDir === undefined && idle(folder));
  const live = others
    .filter((folder) => folder.appsDir !== undefined && existsSync(folder.appsDir))
    .sort((a, b) => b.lastUsed - a.lastUsed)
    .slice(OTHER_CHECKOUTS_KEPT)
    .filter(idle);
  const removed = [...checkoutGone, ...unmarked, ...live].map((folder) => folder.path);
  // Deleting 7 GB of small files takes over a minute; the run goes on while a detached rm does it.
  // A removal cut short (the machine stopped) is picked up by the next run.
  const leftOver = entries.filter((entry) => entry.name.startsWith(REMOVING)).map((entry) => join(root, entry.name));
  const renamed = removed.map((path) => {
    const target = join(root, `${REMOVING}${basename(path)}-${process.pid}-${now}`);
    try {
      renameSync(path, target);
      return target;
    } catch {
      // Not renamed (another run got there first, say): it is deleted where it is.
      return path;
    }
  });
  removeInBackground([...leftOver, ...renamed]);
  return removed;
}

/** Deletes the folders in a detached process that outlives this one. */
function removeInBackground(paths) {
  if (paths.length === 0) return;
  const remover = spawn('rm', ['-rf', '--', ...paths], { detached: true, stdio: 'ignore' });
  remover.on('error', () => undefined);
  remover.unref();
}
