import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiReference, type ApiReference } from './api-reference.ts';

/**
 * A package of two entries, the first with what the reference must refuse (the build fails when any of
 * these is found), the second clean. (TypeDoc names modules only when there are two entries or more.)
 */
const ENTRY = `
import type { Hidden } from './hidden.ts';

/** A documented option set. */
export interface Options {
  /** Documented field. */
  readonly documented: string;
  readonly undocumented: number;
}

/** Uses a type the entry does not export. */
export function read(): Hidden {
  return { value: '' };
}

export const bare = 1;
`;

let root: string;
let reference: ApiReference;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'walletport-api-reference-'));
  writeFileSync(join(root, 'entry.ts'), ENTRY);
  writeFileSync(join(root, 'hidden.ts'), '/** A type the entry does not export. */\nexport interface Hidden {\n  /** Its one field. */\n  readonly value: string;\n}\n');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'fixture', version: '0.0.0', type: 'module' }));
  writeFileSync(join(root, 'second.ts'), '/** The second entry\'s one export. */\nexport const second = 2;\n');
  writeFileSync(join(root, 'tsconfig.build.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true }, files: ['entry.ts', 'second.ts', 'hidden.ts'] }));
  reference = await buildApiReference({ root, entries: { index: 'entry.ts', second: 'second.ts' }, out: join(root, 'out') });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the API reference', () => {
  it('finds a field without a doc comment, an export without one, and a public type the entry does not export', () => {
    expect(reference.findings.some((finding) => finding.includes('Options.undocumented') && finding.includes('does not have any documentation'))).toBe(true);
    expect(reference.findings.some((finding) => finding.includes('bare') && finding.includes('does not have any documentation'))).toBe(true);
    expect(reference.findings.some((finding) => finding.startsWith('Hidden, is referenced by'))).toBe(true);
    expect(reference.findings.some((finding) => finding.includes('Options.documented'))).toBe(false);
  });

  it('counts the exports that carry a doc comment', () => {
    expect(reference.exports).toEqual({ documented: 3, total: 4 });
  });
});
