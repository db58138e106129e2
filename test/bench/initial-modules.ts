/**
 * What a page loads before the modal's core: the built entries (`dist/react.js`, `dist/index.js`) and
 * every chunk they import statically, transitively. Prints each chunk's gzip -9 size and the source
 * modules in it (from its source map), each with the bytes of built code mapped to it, so a module
 * that should have stayed lazy shows by name. Given a second build, lists what one holds and the other
 * does not. Run after `npx tsup`:
 *
 *   npx tsx test/bench/initial-modules.ts [dist] [--against <other dist>] [--modules]
 *
 * The figures are of the unminified package; a dApp's bundler minifies them (the Vite bench measures that).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ENTRIES = ['react.js', 'index.js'];
// `import {...} from "./chunk.js"`, `import "./chunk.js"`, `export {...} from "./chunk.js"`; not `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[^'"()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export interface InitialChunk {
  readonly file: string;
  readonly gzip: number;
  /** Source module (relative to the package root) → bytes of built code mapped to it. */
  readonly modules: ReadonlyMap<string, number>;
}

/** The source-map segments' fields, decoded from base64 VLQ. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Bytes of built code per source: each segment owns its generated text up to the next segment. */
function bytesPerSource(code: string, mapFile: string, root: string): Map<string, number> {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const sources = map.sources.map((source) => relative(root, resolve(dirname(mapFile), source)));
  const lines = code.split('\n');
  const bytes = new Map<string, number>(sources.map((source) => [source, 0]));
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const spans: { start: number; source: number }[] = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) sourceIndex += fields[1] ?? 0;
      spans.push({ start: column, source: fields.length >= 4 ? sourceIndex : -1 });
    }
    spans.forEach((span, index) => {
      const name = sources[span.source];
      if (name === undefined) return;
      const end = spans[index + 1]?.start ?? text.length;
      bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(text.slice(span.start, end)));
    });
  });
  return bytes;
}

/** The entries and their static imports, transitively, each read once. */
export function initialChunks(dist: string, entries: readonly string[] = ENTRIES): InitialChunk[] {
  const root = resolve(dist, '..');
  const seen = new Set<string>();
  const chunks: InitialChunk[] = [];
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const mapFile = `${file}.map`;
    const modules = existsSync(mapFile) ? bytesPerSource(code, mapFile, root) : new Map<string, number>();
    chunks.push({ file: relative(dist, file), gzip: gzipSync(code, { level: 9 }).length, modules });
    for (const match of code.matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), match[1] ?? ''));
  };
  for (const entry of entries) visit(resolve(dist, entry));
  return chunks;
}

function modulesOf(chunks: readonly InitialChunk[]): Map<string, number> {
  const all = new Map<string, number>();
  for (const chunk of chunks) for (const [name, size] of chunk.modules) all.set(name, (all.get(name) ?? 0) + size);
  return all;
}

function print(dist: string, chunks: readonly InitialChunk[], listModules: boolean): void {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`${dist}: ${chunks.length} initial chunks, ${total} bytes gzip -9`);
  for (const chunk of chunks) {
    console.log(`  ${String(chunk.gzip).padStart(7)}  ${chunk.file}  (${chunk.modules.size} modules)`);
    if (!listModules) continue;
    for (const [name, size] of [...chunk.modules].sort((a, b) => b[1] - a[1])) console.log(`             ${String(size).padStart(7)}  ${name}`);
  }
}

function printDifference(dist: string, other: string, chunks: readonly InitialChunk[], otherChunks: readonly InitialChunk[]): void {
  const mine = modulesOf(chunks);
  const theirs = modulesOf(otherChunks);
  const only = (from: Map<string, number>, without: Map<string, number>): [string, number][] =>
    [...from].filter(([name]) => !without.has(name)).sort((a, b) => b[1] - a[1]);
  for (const [label, list] of [[`only in ${dist}`, only(mine, theirs)], [`only in ${other}`, only(theirs, mine)]] as const) {
    const bytes = list.reduce((sum, [, size]) => sum + size, 0);
    console.log(`\n${label}: ${list.length} modules, ${bytes} bytes of built code`);
    for (const [name, size] of list) console.log(`  ${String(size).padStart(7)}  ${name}`);
  }
  const grown = [...mine].filter(([name, size]) => theirs.has(name) && size - (theirs.get(name) ?? 0) > 200);
  console.log(`\nin both, grown by more than 200 bytes of built code: ${grown.length}`);
  for (const [name, size] of grown) console.log(`  ${String(size - (theirs.get(name) ?? 0)).padStart(7)}  ${name}`);
}

function main(argv: readonly string[]): void {
  const against = argv.indexOf('--against');
  const other = against >= 0 ? argv[against + 1] : undefined;
  const dist = argv.find((arg, index) => !arg.startsWith('--') && (against < 0 || index !== against + 1)) ?? 'dist';
  const chunks = initialChunks(join(dist));
  print(dist, chunks, argv.includes('--modules'));
  if (other === undefined) return;
  const otherChunks = initialChunks(join(other));
  print(other, otherChunks, argv.includes('--modules'));
  printDifference(dist, other, chunks, otherChunks);
}

main(process.argv.slice(2));
