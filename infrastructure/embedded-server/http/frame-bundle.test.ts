import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleScript, FRAME_ENTRY, frameBundle } from './frame-bundle.ts';

describe('bundleScript', () => {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles an entry and its imports into one classic script', async () => {
    writeFileSync(join(dir, 'greeting.ts'), 'export const greeting = (name: string): string => `hello ${name}`;\n');
    writeFileSync(join(dir, 'entry.ts'), "import { greeting } from './greeting.ts';\n(globalThis as { said?: string }).said = greeting('frame');\n");
    const script = await bundleScript(join(dir, 'entry.ts'));
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    const context: { said?: string } = {};
    runInNewContext(script, context);
    expect(context.said).toBe('hello frame');
  });

  it('fails on sources that do not compile', async () => {
    writeFileSync(join(dir, 'broken.ts'), 'const = ;\n');
    await expect(bundleScript(join(dir, 'broken.ts'))).rejects.toThrow(/Build failed/);
  });
});

describe('frameBundle', () => {
  it('bundles the secure frame once and then answers from memory', async () => {
    expect(FRAME_ENTRY.endsWith(join('infrastructure', 'embedded-frame', 'main.ts'))).toBe(true);
    const first = await frameBundle();
    expect(first.length).toBeGreaterThan(1_000);
    // The same promise, not a second build that happens to print the same text.
    expect(frameBundle()).toBe(frameBundle());
    expect(await frameBundle()).toBe(first);
  }, 60_000);
});
