import { fileURLToPath } from 'node:url';

/**
 * The in-page test wallet as one IIFE script, bundled from its sources with esbuild. The published
 * package swaps this module for the script prebuilt at build time (see tsup.config.ts), so a dApp's
 * test suite needs no bundler to install the wallet.
 */
export async function testWalletBundle(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./browser-install.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
