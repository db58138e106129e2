import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Aliases make the demo import walletport exactly as a dApp would, by package name. */
export const walletportAliases = {
  'walletport/react': `${root}presentation/entries/react.ts`,
  'walletport/testing': `${root}test/entries/testing.ts`,
  'walletport/chains/evm': `${root}infrastructure/chains/evm/entry.ts`,
  walletport: `${root}presentation/entries/index.ts`,
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  resolve: { alias: walletportAliases },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: `${root}.demo-build`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
