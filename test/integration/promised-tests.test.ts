import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The security documents name the test behind each promise as `file › test name` (a name may stop at
 * "…", and a `› name` alone belongs to the file named just before it). A renamed or deleted test would
 * leave a promise with nothing behind it, so every named file must exist and hold a test of that name.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = ['docs/security.md', 'docs/embedded-wallet.md'];
const TEST_FILE = /^[\w./-]+\.(test|e2e|fuzz\.test)\.tsx?$|^[\w./-]+\.test\.tsx?$/;

interface NamedTest {
  readonly file: string;
  readonly name: string | undefined;
}

const trackedFiles = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** A path as written in the documents: from the repository root, or only the file's name when it is unique. */
function resolveTestFile(written: string): string | undefined {
  if (written.includes('/')) return existsSync(join(ROOT, written)) ? written : undefined;
  const matches = trackedFiles.filter((file) => basename(file) === written);
  return matches.length === 1 ? matches[0] : undefined;
}

function namedTests(document: string): NamedTest[] {
  const text = readFileSync(join(ROOT, document), 'utf8').replace(/\s+/g, ' ');
  const found: NamedTest[] = [];
  let lastFile: string | undefined;
  for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
    const [written, name] = span!.split(/ ?› /, 2).map((part) => part.trim());
    if (written && TEST_FILE.test(written)) {
      lastFile = written;
      found.push({ file: written, name: name?.length ? name : undefined });
    } else if (written === '' && name !== undefined && lastFile !== undefined) {
      found.push({ file: lastFile, name });
    }
  }
  return found;
}

/** A test's title as the documents quote it: whitespace collapsed, up to the "…" where they cut it. */
function quotedTitle(name: string): string {
  return name.split('…')[0]!.trim();
}

function holdsTest(source: string, title: string): boolean {
  const unescaped = source.replace(/\\(['"`])/g, '$1').replace(/\s+/g, ' ');
  return unescaped.includes(title);
}

describe('the tests the security documents name', () => {
  for (const document of DOCUMENTS) {
    it(`${document}: every named test file exists and holds a test of the quoted name`, () => {
      const missing: string[] = [];
      const tests = namedTests(document);
      expect(tests.length).toBeGreaterThan(10);
      for (const { file, name } of tests) {
        const resolved = resolveTestFile(file);
        if (resolved === undefined) {
          missing.push(`${file} (no such file)`);
          continue;
        }
        if (name === undefined) continue;
        const title = quotedTitle(name);
        if (!holdsTest(readFileSync(join(ROOT, resolved), 'utf8'), title)) missing.push(`${file} › ${title}`);
      }
      expect(missing).toEqual([]);
    });
  }
});
