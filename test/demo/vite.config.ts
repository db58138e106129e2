import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The demo imports walletport by name and gets the packed package from node_modules/walletport
 * (put there by the demo build), so it runs what a dApp installs.
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
