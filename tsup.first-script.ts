import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, mkdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { rollup, type GetModuleInfo, type Plugin } from 'rollup';

/**
 * esbuild puts each shared source file in a chunk by the exact set of entries that reach it, so the code
 * the page's first script shares with the lazy core ends up in about ten small files (the errors, the namespaces,
 * the words, the default instance...), each used by a different set of lazy chunks. A dApp's bundler
 * keeps each such set apart too: Vite 8 (rolldown) emits them as separate scripts the page fetches
 * before the connect button renders, and every extra script costs the page's start-up (the bench's
 * ready figure). So after esbuild, the JavaScript is regrouped: everything the framework-free entry
 * loads statically goes into one file, and what the React entry adds into another. A dApp's bundler
 * then sees two modules where it saw ten, and keeps them with its entry.
 *
 * The framework-free group holds no React, so a React Server Component can import `walletport`; the
 * React group is reached only through the client entries.
 */
const FRAMEWORK_FREE_ENTRY = 'index.js';
const REACT_ENTRY = 'react.js';
const FIRST_SCRIPT_CHUNK = 'first-script';
const FIRST_SCRIPT_REACT_CHUNK = 'first-script-react';
/** How esbuild names the files it splits out of several entries. */
const ESBUILD_SHARED_PREFIX = 'chunk-';

/** Reads each built file with esbuild's source map, so the regrouped files still map to the sources. */
function withBuiltSourceMaps(): Plugin {
  return {
    name: 'built-source-maps',
    load(id) {
      if (!existsSync(id)) return null;
      const mapFile = `${id}.map`;
      const code = readFileSync(id, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
      return { code, map: existsSync(mapFile) ? readFileSync(mapFile, 'utf8') : null };
    },
  };
}

/** Every module `entry` imports statically, transitively, the entry itself left out. */
function staticClosure(entry: string, info: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...(info(entry)?.importedIds ?? [])];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || id === entry) continue;
    const module = info(id);
    if (!module || module.isExternal) continue;
    seen.add(id);
    queue.push(...module.importedIds);
  }
  return seen;
}

/**
 * A shared file that code behind a dynamic import needs keeps its own name. Left to itself, rollup
 * moves such a file into the chunk of a public entry that also reaches it (the lazy code can only run
 * after that entry loaded, so it counts the file as already there). A dApp's bundler then sees the
 * lazy code inside a module its first script imports, and ships it there: `walletport/siwx` would put
 * the sign-in message's text and the verification of sessions into the first script of every page that
 * only configures a DefaultSIWX.
 */
function keptForLazyCode(id: string, info: GetModuleInfo): string | undefined {
  const module = info(id);
  if (!module || module.isEntry || !basename(id).startsWith(ESBUILD_SHARED_PREFIX)) return undefined;
  const importers = module.importers.map((importer) => info(importer));
  const publicEntryImports = importers.some((importer) => importer?.isEntry === true);
  const neededLazily = importers.some((importer) => (importer?.dynamicImporters.length ?? 0) > 0);
  return publicEntryImports && neededLazily ? basename(id, '.js') : undefined;
}

/** Regroups the built JavaScript in `dist` in place; the type declarations are left as they are. */
export async function regroupFirstScript(dist: string, entryNames: readonly string[]): Promise<void> {
  const root = resolve(dist);
  const input = Object.fromEntries(entryNames.map((name) => [name, join(root, `${name}.js`)]));
  const frameworkFree = join(root, FRAMEWORK_FREE_ENTRY);
  const react = join(root, REACT_ENTRY);
  let groups: { readonly frameworkFree: Set<string>; readonly react: Set<string> } | undefined;
  const bundle = await rollup({
    input,
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    plugins: [withBuiltSourceMaps()],
    // The built files are already tree-shaken; a second pass must not drop what esbuild kept on purpose.
    treeshake: false,
    onwarn: (warning, warn) => {
      if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  });
  // Beside dist, so the files are moved, not copied across file systems.
  const out = await mkdtemp(join(dirname(root), '.walletport-regroup-'));
  try {
    await bundle.write({
      dir: out,
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: '[name].js',
      manualChunks(id, { getModuleInfo }) {
        groups ??= (() => {
          const free = staticClosure(frameworkFree, getModuleInfo);
          const withReact = staticClosure(react, getModuleInfo);
          for (const shared of free) withReact.delete(shared);
          withReact.delete(frameworkFree);
          return { frameworkFree: free, react: withReact };
        })();
        if (groups.frameworkFree.has(id)) return FIRST_SCRIPT_CHUNK;
        if (groups.react.has(id)) return FIRST_SCRIPT_REACT_CHUNK;
        return keptForLazyCode(id, getModuleInfo);
      },
    });
    await bundle.close();
    await replaceJavaScript(root, out);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function replaceJavaScript(dist: string, regrouped: string): Promise<void> {
  for (const file of await filesUnder(dist)) if (/\.js(\.map)?$/.test(file)) await rm(file);
  for (const file of await filesUnder(regrouped)) {
    const target = join(dist, file.slice(regrouped.length + 1));
    await mkdir(dirname(target), { recursive: true });
    await rename(file, target);
  }
}
