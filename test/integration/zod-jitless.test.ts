import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LAYERS = ['domain', 'application', 'infrastructure', 'presentation'];
/** A value import of classic zod (not `import type`, not zod/mini, whose objects never compile code). */
const CLASSIC_ZOD_IMPORT = /^import\s+(?!type\b)[^;]*from\s+'zod'/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod never generates code (pages with a CSP without unsafe-eval report even a caught attempt)', () => {
  it('building and parsing every schema constructs no Function', async () => {
    const constructed: string[] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: unknown[]) {
        constructed.push(String(args.at(-1)).slice(0, 40));
        return Reflect.construct(target, args) as object;
      },
    });
    const { ApiBalanceSchema } = await import('../../domain/schemas/api-balance.ts');
    await import('../../domain/schemas/api-directory.ts');
    await import('../../domain/schemas/api-names.ts');
    await import('../../domain/schemas/api-transactions.ts');
    await import('../../domain/schemas/wallet-assets.ts');
    await import('../../application/services/persisted-state.items.ts');
    ApiBalanceSchema.parse({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 1, price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' });
    expect(constructed).toEqual([]);
  });

  it('every module defining classic zod schemas gets zod from domain/schemas/zod.ts, which turns code generation off first', () => {
    const direct = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)))
      .filter((path) => CLASSIC_ZOD_IMPORT.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(direct).toEqual(['domain/schemas/zod.ts']);
  });
});
