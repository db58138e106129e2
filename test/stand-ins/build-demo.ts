import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { withPackedPackageInRepo } from '../consumers/harness/install-into-repo.ts';
import { REPO_ROOT } from '../consumers/harness/pack.ts';

export const DEMO_BUILD_DIR = fileURLToPath(new URL('../../.demo-build', import.meta.url));
const DEMO_DIR = fileURLToPath(new URL('../demo/', import.meta.url));
const DEMO_CONFIG = fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url));

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
 * Packs walletport, unpacks it into node_modules/walletport and builds the demo site on it with
 * Vite, reporting which modules went into which chunk.
 */
export function buildDemo(outDir: string = DEMO_BUILD_DIR): Promise<DemoBuild> {
  return withPackedPackageInRepo(async (packageDir) => {
    const output = await build({ configFile: DEMO_CONFIG, logLevel: 'error', build: { outDir, emptyOutDir: true } });
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
    assertBuiltOnPackage(chunks.flatMap((chunk) => chunk.moduleIds), packageDir);
    return { outDir, chunks };
  });
}

/**
 * Every figure and browser test taken on the demo is only worth something if the bundle holds the
 * packed package: of this repository it may hold the demo's own files and node_modules, never the
 * sources or dist/ (which a resolver reaches through the package's own name).
 */
function assertBuiltOnPackage(moduleIds: readonly string[], packageDir: string): void {
  const outside = moduleIds.filter(
    (id) => id.startsWith(REPO_ROOT) && !id.startsWith(DEMO_DIR) && !id.startsWith(`${REPO_ROOT}node_modules/`),
  );
  if (outside.length > 0) throw new Error(`the demo bundled files of the repository instead of the packed package:\n${outside.slice(0, 10).join('\n')}`);
  if (!moduleIds.some((id) => id.startsWith(`${packageDir}/dist/`))) throw new Error(`the demo bundled nothing from ${packageDir}`);
}
