import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository so that `react` and friends resolve from its node_modules.
const fixture = mkdtempSync(join(root, '.layer-fixture-'));

function file(path: string, content: string): void {
  mkdirSync(join(fixture, path, '..'), { recursive: true });
  writeFileSync(join(fixture, path), content);
}

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('the layer rule is enforced by dependency-cruiser', () => {
  it('fails on a domain file importing React and an application file importing infrastructure', () => {
    file('domain/bad.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    file('infrastructure/adapter.ts', 'export const adapter = 1;\n');
    file('application/bad.ts', "import { adapter } from '../infrastructure/adapter.ts';\nexport const y = adapter;\n");
    file('presentation/ok.ts', "import { y } from '../application/bad.ts';\nexport const z = y;\n");
    const result = spawnSync(
      join(root, 'node_modules', '.bin', 'depcruise'),
      ['domain', 'application', 'infrastructure', 'presentation', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
      { cwd: fixture, encoding: 'utf8' },
    );
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('domain-is-pure: domain/bad.ts');
    expect(result.stdout).toContain('application-not-outward: application/bad.ts');
    expect(result.stdout).not.toContain('presentation/ok.ts');
  }, 60_000);
});
