import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export interface BuiltChunkInfo {
  readonly file: string;
  readonly gzip: number;
  readonly code: string;
}

export interface BundleGraph {
  /** What the page loads before anything runs: the entry and its static imports. */
  readonly initial: readonly BuiltChunkInfo[];
  /** Everything else: loaded by dynamic import() when first needed. */
  readonly lazy: readonly BuiltChunkInfo[];
}

/** Reads a Vite build's manifest (`vite build --manifest`) and splits its chunks by how they load. */
export function readBundleGraph(outDir: string, entry = 'index.html'): BundleGraph {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const initialKeys = new Set<string>();
  const visit = (key: string): void => {
    if (initialKeys.has(key) || !manifest[key]) return;
    initialKeys.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entry);
  const info = (chunk: ManifestChunk): BuiltChunkInfo => {
    const code = readFileSync(join(outDir, chunk.file), 'utf8');
    return { file: chunk.file, gzip: gzipSync(code, { level: 9 }).length, code };
  };
  const jsChunks = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'));
  return {
    initial: jsChunks.filter(([key]) => initialKeys.has(key)).map(([, chunk]) => info(chunk)),
    lazy: jsChunks.filter(([key]) => !initialKeys.has(key)).map(([, chunk]) => info(chunk)),
  };
}
