import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The demo imports walletport by name and gets the packed package from node_modules/walletport
 * (unpacked there by test/stand-ins/build-demo.ts), so it runs what a dApp installs. The demo's own
 * package.json matters: without it the nearest manifest is walletport's, and Vite, like Node,
 * resolves a package's own name through its `exports` to dist/, the build folder, not the tarball.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: `${root}.demo-build`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
