import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Built exactly like the demo (same Vite, target and minifier) so the sizes compare fairly. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
