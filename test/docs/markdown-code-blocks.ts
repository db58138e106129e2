import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A fenced code block of a Markdown page, where it starts, in the language its fence names. */
export interface CodeBlock {
  /** The page, relative to the folder the pages were read from. */
  readonly page: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
}

/** The languages whose blocks are modules a dApp would compile. */
export const COMPILED_LANGS = ['ts', 'tsx', 'typescript'] as const;

/**
 * The fenced blocks of one page. A fence is three or more backticks or tildes; the block ends at the
 * first fence of the same character at least as long. The language is the info string's first word,
 * without VitePress's extras (`ts{2,3}`, `ts:line-numbers`, `ts [title]`).
 */
export function codeBlocksOf(page: string, markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const opening = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[index] ?? '');
    if (!opening) continue;
    const fence = opening[1] ?? '```';
    const lang = (opening[2] ?? '').replace(/[{:[].*$/, '').toLowerCase();
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const text = lines[end] ?? '';
      if (new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(text)) break;
      body.push(text);
    }
    blocks.push({ page, line: index + 1, lang, code: body.join('\n') });
    index = end;
  }
  return blocks;
}

/** Every Markdown page under `root`, skipping generated and installed folders. */
export function markdownPages(root: string, skip: readonly string[] = ['node_modules', '.vitepress', 'api']): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!skip.includes(name)) walk(path);
      } else if (name.endsWith('.md')) {
        pages.push(relative(root, path));
      }
    }
  };
  walk(root);
  return pages;
}

/** The blocks a dApp would compile, of every page under `root`. */
export function compiledBlocks(root: string, pages = markdownPages(root)): CodeBlock[] {
  return pages.flatMap((page) => codeBlocksOf(page, readFileSync(join(root, page), 'utf8'))).filter((block) => (COMPILED_LANGS as readonly string[]).includes(block.lang));
}

/** A module name that says where the block came from: `guide/vite.md` line 12 → `guide__vite.md__L12.tsx`. */
export function moduleNameOf(block: CodeBlock): string {
  return `${block.page.replace(/[\\/]/g, '__')}__L${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
}
