import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { installPackedIntoRepo } from '../consumers/harness/install-into-repo.ts';

export const DEMO_BUILD_DIR = fileURLToPath(new URL('../../.demo-build', import.meta.url));

export interface BuiltChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** Static imports of this chunk (other chunks loaded with it before it runs). */
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

export interface DemoBuild {
  readonly outDir: string;
  readonly chunks: readonly BuiltChunk[];
}

/**
 * Builds a site with Vite (the demo by default) against the packed package, and reports which
 * modules went into which chunk.
 */
export async function buildDemo(outDir: string = DEMO_BUILD_DIR, configFile?: string): Promise<DemoBuild> {
  installPackedIntoRepo();
  const output = await build({
    configFile: configFile ?? fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url)),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const chunks: BuiltChunk[] = [];
  for (const result of outputs) {
    for (const item of result.output) {
      if (item.type !== 'chunk') continue;
      chunks.push({
        fileName: item.fileName,
        isEntry: item.isEntry,
        isDynamicEntry: item.isDynamicEntry,
        imports: item.imports,
        moduleIds: item.moduleIds,
      });
    }
  }
  return { outDir, chunks };
}
