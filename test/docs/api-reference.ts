import { join } from 'node:path';
import { Application, DeclarationReflection, Logger, LogLevel, ReferenceReflection, ReflectionKind, type ProjectReflection, type TypeDocOptions } from 'typedoc';
import type { PluginOptions } from 'typedoc-plugin-markdown';

/** What TypeDoc found wanting: each item once, without where it is defined (that moves with the code). */
export type ApiFindings = readonly string[];

/** The reference's outcome: what is still owed, and how many of the entries' exports carry a doc comment. */
export interface ApiReference {
  readonly findings: ApiFindings;
  readonly exports: { readonly documented: number; readonly total: number };
}

/** An export is documented when it, or one of its signatures, has a comment with words in it. */
function isDocumented(reflection: DeclarationReflection): boolean {
  const said = (comment: { summary: readonly { text: string }[] } | undefined): boolean => !!comment && comment.summary.some((part) => part.text.trim() !== '');
  return said(reflection.comment) || (reflection.signatures ?? []).some((signature) => said(signature.comment));
}

/**
 * Every entry's exports, each counted once per entry (an entry that re-exports another counts them again).
 * A re-export is TypeDoc's reference to the declaration it names, and carries that declaration's comment.
 */
function countExports(project: ProjectReflection): ApiReference['exports'] {
  const exports = project.getChildrenByKind(ReflectionKind.Module).flatMap((module) => module.children ?? []);
  const declarations = exports.map((item) => (item instanceof ReferenceReflection ? item.getTargetReflectionDeep() : item));
  const documented = declarations.filter((item) => item instanceof DeclarationReflection && isDocumented(item));
  return { documented: documented.length, total: exports.length };
}

/** Keeps TypeDoc's warnings instead of printing them; errors are printed and fail the build. */
class CollectingLogger extends Logger {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];

  override log(message: string, level: LogLevel): void {
    if (level === LogLevel.Warn) this.warnings.push(message);
    if (level === LogLevel.Error) this.errors.push(message);
  }
}

/** `presentation/entries/react.ts` → the name TypeDoc gives its module: the path without `.ts` and `/index`. */
const moduleNameOfSource = (source: string): string => source.replace(/\.tsx?$/, '').replace(/\/index$/, '');

/** The package's subpath of an entry: `index` → `walletport`, `testing/index` → `walletport/testing`. */
const publicNameOf = (entry: string): string => (entry === 'index' ? 'walletport' : `walletport/${entry.replace(/\/index$/, '')}`);

/**
 * Names each module by the import a dApp writes (`walletport/react`), not by the source file it comes
 * from. TypeDoc names a module by its path below the entries' common folder, so the match is by ending.
 */
function renameModules(project: ProjectReflection, entries: Readonly<Record<string, string>>): void {
  const byEnding = Object.entries(entries).map(([entry, source]) => ({ ending: moduleNameOfSource(source), name: publicNameOf(entry) }));
  for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
    const match = byEnding.filter((item) => item.ending === module.name || item.ending.endsWith(`/${module.name}`)).sort((a, b) => b.ending.length - a.ending.length)[0];
    if (match) module.name = match.name;
  }
}

/** One line per finding, stable across moves: the "defined in <file>" part dropped. */
export function findingOf(warning: string): string {
  return warning.replace(/, defined in [^,]+,/, ',').trim();
}

/**
 * The API reference, from the public types of every entry the package exports: TypeDoc reads the
 * entries' sources and writes Markdown pages the site builds with the rest. Resolves with what TypeDoc
 * found wanting (an item without a doc comment, a type the entries use but do not export, a link in a
 * comment that leads nowhere); the caller decides what fails the build.
 */
export async function buildApiReference(options: { readonly root: string; readonly entries: Readonly<Record<string, string>>; readonly out: string }): Promise<ApiReference> {
  const settings: TypeDocOptions & PluginOptions = {
    entryPoints: Object.values(options.entries).map((entry) => join(options.root, entry)),
    tsconfig: join(options.root, 'tsconfig.build.json'),
    plugin: ['typedoc-plugin-markdown'],
    out: options.out,
    readme: 'none',
    entryFileName: 'index',
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: true,
    disableSources: true,
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    // A comment's `<url>` or `{{ x }}` is text, not a Vue tag or expression, on a VitePress page.
    sanitizeComments: true,
    validation: { notExported: true, invalidLink: true, notDocumented: true },
    logLevel: LogLevel.Warn,
  };
  const app = await Application.bootstrapWithPlugins(settings);
  const logger = new CollectingLogger();
  app.logger = logger;
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not read the entries:\n${[...logger.errors, ...logger.warnings].join('\n')}`);
  renameModules(project, options.entries);
  app.validate(project);
  if (logger.errors.length > 0) throw new Error(`TypeDoc failed:\n${logger.errors.join('\n')}`);
  await app.generateOutputs(project);
  return { findings: [...new Set(logger.warnings.map(findingOf))].sort(), exports: countExports(project) };
}
