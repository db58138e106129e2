import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markCheckoutFolder, pruneOtherCheckoutFolders } from '../consumers/harness/consumer-folders.mjs';

const HOUR = 60 * 60 * 1000;

describe('the consumer apps folders of other checkouts', () => {
  let base: string;
  let root: string;
  let own: string;
  const now = Date.now();

  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'walletport-consumer-folders-'));
    root = join(base, 'walletport-consumers');
    own = join(root, 'own');
    mkdirSync(join(base, 'own-checkout'), { recursive: true });
    markCheckoutFolder(own, join(base, 'own-checkout'));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  /** A folder installed for `checkout` (created when `exists`), last used `hoursAgo`. */
  function folder(name: string, checkout: string | undefined, hoursAgo: number, exists = true): string {
    const path = join(root, name);
    const appsDir = checkout === undefined ? undefined : join(base, checkout);
    if (appsDir !== undefined) {
      if (exists) mkdirSync(appsDir, { recursive: true });
      markCheckoutFolder(path, appsDir);
    } else {
      mkdirSync(join(path, 'vite-react19', 'node_modules'), { recursive: true });
    }
    const when = new Date(now - hoursAgo * HOUR);
    utimesSync(appsDir === undefined ? path : join(path, 'checkout.json'), when, when);
    return path;
  }

  it('removes the folder of a checkout that no longer exists, even one used a minute ago', () => {
    const gone = folder('gone', 'deleted-clone', 0.02, false);
    const removed = pruneOtherCheckoutFolders(root, own, now);
    expect(removed).toEqual([gone]);
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(own)).toBe(true);
  });

  it('removes a folder that does not say whose it is once nobody has used it for an hour, not before', () => {
    const old = folder('unmarked-old', undefined, 3);
    const recent = folder('unmarked-recent', undefined, 0.5);
    expect(pruneOtherCheckoutFolders(root, own, now)).toEqual([old]);
    expect(existsSync(recent)).toBe(true);
  });

  it('keeps the two most recently used other checkouts that still exist and removes older ones', () => {
    const newest = folder('a', 'checkout-a', 2);
    const second = folder('b', 'checkout-b', 5);
    const third = folder('c', 'checkout-c', 9);
    const removed = pruneOtherCheckoutFolders(root, own, now);
    expect(removed).toEqual([third]);
    expect(existsSync(newest) && existsSync(second)).toBe(true);
  });

  it('never removes a live checkout used within the hour, however many there are', () => {
    const folders = ['a', 'b', 'c', 'd'].map((name, index) => folder(name, `checkout-${name}`, 0.1 * (index + 1)));
    expect(pruneOtherCheckoutFolders(root, own, now)).toEqual([]);
    for (const path of folders) expect(existsSync(path)).toBe(true);
  });

  it('keeps the Node 24 binary all checkouts share, and its own folder', () => {
    mkdirSync(join(root, 'node24', 'node_modules'), { recursive: true });
    utimesSync(join(root, 'node24'), new Date(now - 48 * HOUR), new Date(now - 48 * HOUR));
    expect(pruneOtherCheckoutFolders(root, own, now + 48 * HOUR)).toEqual([]);
    expect(existsSync(join(root, 'node24'))).toBe(true);
  });

  it('reads a folder whose marker is not JSON as one that says nothing', () => {
    const broken = join(root, 'broken');
    mkdirSync(broken, { recursive: true });
    writeFileSync(join(broken, 'checkout.json'), '{ not json');
    const when = new Date(now - 5 * HOUR);
    utimesSync(broken, when, when);
    expect(pruneOtherCheckoutFolders(root, own, now)).toEqual([broken]);
  });

  it('deletes what it removed in the background, and a removal an earlier run left unfinished', async () => {
    const gone = folder('gone', 'deleted-clone', 3, false);
    writeFileSync(join(gone, 'vite-react19.tgz'), 'x'.repeat(1024));
    const unfinished = join(root, '.removing-old-123-456');
    mkdirSync(join(unfinished, 'node_modules'), { recursive: true });
    expect(pruneOtherCheckoutFolders(root, own, now)).toEqual([gone]);
    expect(existsSync(gone)).toBe(false);
    await vi.waitFor(() => expect(readdirSync(root).sort()).toEqual(['own']), { timeout: 5_000 });
  });

  it('does nothing when no app was ever installed on the machine', () => {
    expect(pruneOtherCheckoutFolders(join(base, 'nothing-here'), own, now)).toEqual([]);
  });
});
