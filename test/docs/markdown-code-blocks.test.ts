import { describe, expect, it } from 'vitest';
import { codeBlocksOf, moduleNameOf } from './markdown-code-blocks.ts';

describe('the code blocks of a Markdown page', () => {
  it('reads each fence with its language and the line it opens on, and stops at its own closing fence', () => {
    const page = ['# Title', '', '```ts', "import { createAppKit } from 'walletport';", '```', 'Text', '````tsx{2}', '```', 'inner', '````', '~~~sh', 'npm i', '~~~'].join('\n');
    expect(codeBlocksOf('guide/a.md', page)).toEqual([
      { page: 'guide/a.md', line: 3, lang: 'ts', code: "import { createAppKit } from 'walletport';" },
      { page: 'guide/a.md', line: 7, lang: 'tsx', code: '```\ninner' },
      { page: 'guide/a.md', line: 11, lang: 'sh', code: 'npm i' },
    ]);
  });

  it('takes the language without VitePress extras, and none when the fence names none', () => {
    const langs = codeBlocksOf('x.md', '```ts:line-numbers\na\n```\n```ts [vite.config.ts]\nb\n```\n```\nc\n```').map((block) => block.lang);
    expect(langs).toEqual(['ts', 'ts', '']);
  });

  it('names the module after the page and line, with the extension the block needs', () => {
    expect(moduleNameOf({ page: 'guide/vite.md', line: 12, lang: 'tsx', code: '' })).toBe('guide__vite.md__L12.tsx');
    expect(moduleNameOf({ page: 'README.md', line: 3, lang: 'typescript', code: '' })).toBe('README.md__L3.ts');
  });
});
