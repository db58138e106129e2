/**
 * Every TypeScript block of the documentation (the site's pages under docs/ and the README) is a module
 * a dApp could write: each is laid into an app that installed the packed tarball as the README says,
 * and type-checked there, so a page cannot show an option, hook or import the package does not have.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledBlocks, moduleNameOf, type CodeBlock } from '../docs/markdown-code-blocks.ts';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { REPO_ROOT } from './harness/pack.ts';

let app: ConsumerApp;

beforeAll(async () => {
  app = await installConsumer('docs-blocks');
}, 600_000);

const blocks: CodeBlock[] = [
  ...compiledBlocks(join(REPO_ROOT, 'docs')).map((block) => ({ ...block, page: `docs/${block.page}` })),
  ...compiledBlocks(REPO_ROOT, ['README.md']),
];

describe('the documentation\'s code blocks, against the packed package', () => {
  it('has blocks to check', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('type-checks every TypeScript block as a module of its own', async () => {
    const dir = join(app.dir, 'src', 'blocks');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const where = new Map<string, CodeBlock>();
    for (const block of blocks) {
      const name = moduleNameOf(block);
      where.set(name, block);
      writeFileSync(join(dir, name), `${block.code}\n`);
    }
    const check = await app.run('node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.json', '--pretty', 'false']);
    // Each error line names the module; say it as the page and line a writer opens.
    const failures = check.output
      .split('\n')
      .filter((line) => line.includes('src/blocks/'))
      .map((line) => {
        const match = /src\/blocks\/([^(]+)\((\d+),\d+\): (.*)$/.exec(line);
        const block = match ? where.get(match[1] ?? '') : undefined;
        return block && match ? `${block.page}:${block.line + Number(match[2])}: ${match[3]}` : line;
      });
    expect(failures, check.output).toEqual([]);
    expect(check.code, check.output).toBe(0);
  }, 300_000);
});
