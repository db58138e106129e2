import { fileURLToPath } from 'node:url';

/** The secure frame's sources: bundled into the classic script served as /frame.js. */
export const FRAME_ENTRY = fileURLToPath(new URL('../../embedded-frame/main.ts', import.meta.url));

/** One entry file and everything it imports as a minified IIFE script for browsers of ES2020 and later. */
export async function bundleScript(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.text;
  if (script === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return script;
}

let cached: Promise<string> | undefined;

/**
 * The frame's script, bundled once per process (a second or so) and then served from memory. A failed
 * build is forgotten, so the next request tries again after the sources are fixed.
 */
export function frameBundle(): Promise<string> {
  cached ??= bundleScript(FRAME_ENTRY).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
