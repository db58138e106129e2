import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { regroupFirstScript } from './tsup.first-script.ts';

/**
 * Every chain family's descriptor (`infrastructure/chains/<family>/entry.ts`) is published as
 * `walletport/chains/<family>`: the `exports` map and the type paths take `chains/*`, so a new family's
 * folder is published without an edit here or there.
 */
const CHAIN_ENTRIES = Object.fromEntries(
  readdirSync('infrastructure/chains', { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(`infrastructure/chains/${item.name}/entry.ts`))
    .map((item) => [`chains/${item.name}`, `infrastructure/chains/${item.name}/entry.ts`]),
);

/** One entry per public subpath; the `exports` map in package.json points at these files. */
export const ENTRIES = {
  index: 'presentation/entries/index.ts',
  react: 'presentation/entries/react.ts',
  pay: 'presentation/entries/pay.ts',
  'pay/react': 'presentation/entries/pay-react.ts',
  ...CHAIN_ENTRIES,
  networks: 'infrastructure/networks/entry.ts',
  'adapters/ethers': 'infrastructure/adapters/ethers-entry.ts',
  'adapters/wagmi': 'infrastructure/adapters/wagmi/entry.ts',
  'adapters/solana': 'infrastructure/adapters/solana-entry.ts',
  'adapters/solana/react': 'presentation/entries/solana-react.ts',
  'adapters/bitcoin': 'infrastructure/adapters/bitcoin-entry.ts',
  siwx: 'infrastructure/siwx/entry.ts',
  'embedded-server': 'infrastructure/embedded-server/entry.ts',
  'testing/index': 'test/entries/testing.ts',
  'testing/node': 'test/entries/testing-node.ts',
  'testing/polkadot': 'test/entries/testing-polkadot.ts',
  'testing/bitcoin': 'test/entries/testing-bitcoin.ts',
  'testing/cosmos': 'test/entries/testing-cosmos.ts',
};

/** Entries rendered by React on the client: Next.js and other RSC frameworks need the directive. */
const CLIENT_ENTRIES = ['react.js', 'pay/react.js', 'adapters/solana/react.js'];

/**
 * In-browser scripts the package serves or injects (the test wallet, the secure frame) are bundled here,
 * once, and inlined in place of the module that would bundle them at run time: neither
 * `walletport/testing/node` nor `walletport/embedded-server` needs esbuild in the dApp.
 */
function prebuiltScript(name: string, moduleFile: RegExp, entry: string, exportName: string): Plugin {
  return {
    name: `prebuilt-${name}`,
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: moduleFile }, (args) => ({ path: args.path, namespace: `prebuilt-${name}` }));
      pluginBuild.onLoad({ filter: /.*/, namespace: `prebuilt-${name}` }, async () => {
        const script = await build({
          entryPoints: [entry],
          bundle: true,
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
          minify: true,
          write: false,
          logLevel: 'silent',
        });
        const text = script.outputFiles[0]?.text ?? '';
        return { contents: `export const ${exportName} = () => Promise.resolve(${JSON.stringify(text)});`, loader: 'js' };
      });
    },
  };
}

export default defineConfig({
  entry: ENTRIES,
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  // The local Solana chain's server parts load when a dApp's test starts one (optional peers).
  // The embedded wallet's server needs its own (optional peers too): a browser build never reaches them.
  // The Polkadot stand-in reads its runtime metadata from @polkadot/types-support (an optional peer as well).
  external: [/^node:/, 'ws', '@solana/kit', 'litesvm', 'jose', 'nodemailer', '@electric-sql/pglite', 'pg', 'esbuild', /^@polkadot\/types-support/],
  splitting: true,
  sourcemap: true,
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  outDir: 'dist',
  tsconfig: 'tsconfig.build.json',
  esbuildPlugins: [
    prebuiltScript('test-wallet', /test-wallet-bundle\.ts$/, 'test/wallets/browser-install.ts', 'testWalletBundle'),
    prebuiltScript('secure-frame', /frame-bundle\.ts$/, 'infrastructure/embedded-frame/main.ts', 'frameBundle'),
    prebuiltScript('approval-window', /approval-window-bundle\.ts$/, 'infrastructure/embedded-frame/approval-window-main.ts', 'approvalWindowBundle'),
  ],
  onSuccess: async () => {
    await regroupFirstScript('dist', Object.keys(ENTRIES));
    for (const file of CLIENT_ENTRIES) await markClientEntry(`dist/${file}`);
  },
});

/**
 * esbuild drops module directives when it bundles, and a banner would mark every chunk (the core
 * too, which a server component may import). So the directive is written into the client entries
 * alone, and their source maps shifted by the one line it adds.
 */
async function markClientEntry(path: string): Promise<void> {
  const code = await readFile(path, 'utf8');
  if (code.startsWith("'use client';")) return;
  await writeFile(path, `'use client';\n${code}`);
  const map = JSON.parse(await readFile(`${path}.map`, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  await writeFile(`${path}.map`, JSON.stringify(map));
}
