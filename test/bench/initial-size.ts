import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DemoBuild } from '../stand-ins/build-demo.ts';

export interface SizeReport {
  /** JavaScript loaded before the button is usable: the entry chunk and its static imports. */
  readonly initialGzip: number;
  /** Everything, lazy chunks included. */
  readonly totalGzip: number;
  readonly chunks: readonly { readonly fileName: string; readonly gzip: number; readonly initial: boolean }[];
}

export function measureSizes(build: DemoBuild): SizeReport {
  const byName = new Map(build.chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (name: string): void => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const chunk of build.chunks) if (chunk.isEntry) visit(chunk.fileName);
  const chunks = build.chunks.map((chunk) => ({
    fileName: chunk.fileName,
    gzip: gzipSync(readFileSync(join(build.outDir, chunk.fileName)), { level: 9 }).length,
    initial: initial.has(chunk.fileName),
  }));
  return {
    initialGzip: chunks.filter((chunk) => chunk.initial).reduce((sum, chunk) => sum + chunk.gzip, 0),
    totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    chunks,
  };
}
