import { beforeAll, describe, expect, it } from 'vitest';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { readBundleGraph, type BundleGraph } from './harness/bundle-graph.ts';
import { SDK_MARKS, type SdkFamily } from './harness/sdk-marks.ts';

// viem's own texts (its docs URL) and @solana/web3.js's (an error text of its RPC client).
const VIEM = /viem\.sh/;
const SOLANA_WEB3 = /failed to get balance of account/;
// The sign-in message's own text, and the check a backend runs on a session: both load with a sign-in.
const SIWX_MESSAGE_TEXT = / wants you to sign in with your /;
const SIWX_SESSION_CHECK = /verifySiwxSession: /;
// DefaultSIWX's default parts (the messenger's own refusal): they load with the first sign-in call, not with the page.
const SIWX_DEFAULT_MESSENGER = /InformalMessenger: pass domain and uri/;
// Error names only viem's whole namespace carries (neither the EVM adapter nor the EVM sign-in check uses
// them): a chunk holding them comes from an import('viem') that a bundler could not narrow, 100 KiB gzip.
const VIEM_NAMESPACE = /EnsAvatarInvalidMetadataError|FilterTypeNotSupportedError|AccountStateConflictError/;

describe('a Vite app on Solana installing the packed tarball', () => {
  let app: ConsumerApp;

  beforeAll(async () => {
    app = await installConsumer('vite-solana');
  });

  async function build(families: 'solana' | 'both' | 'all', outDir: string): Promise<BundleGraph> {
    const result = await app.run('node_modules/.bin/vite', ['build', '--manifest', '--outDir', outDir], { env: { VITE_FAMILIES: families } });
    expect(result.code, result.output).toBe(0);
    return readBundleGraph(`${app.dir}/${outDir}`);
  }

  it('type-checks with the strict template settings', async () => {
    const tsc = await app.run('node_modules/.bin/tsc', ['-b', '--noEmit']);
    expect(tsc.output).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('a Solana-only build holds nothing of viem, and loads @solana/web3.js lazily', async () => {
    const graph = await build('solana', 'dist-solana');
    for (const chunk of [...graph.initial, ...graph.lazy]) expect(VIEM.test(chunk.code), `${chunk.file} holds viem`).toBe(false);
    for (const chunk of graph.initial) expect(SOLANA_WEB3.test(chunk.code), `${chunk.file} holds @solana/web3.js`).toBe(false);
    expect(graph.lazy.some((chunk) => SOLANA_WEB3.test(chunk.code))).toBe(true);
  });

  it('a two-family build loads each family\'s SDK in its own lazy chunk', async () => {
    const graph = await build('both', 'dist-both');
    for (const chunk of graph.initial) for (const mark of [VIEM, SOLANA_WEB3]) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    const viemChunks = graph.lazy.filter((chunk) => VIEM.test(chunk.code));
    const solanaChunks = graph.lazy.filter((chunk) => SOLANA_WEB3.test(chunk.code));
    expect(viemChunks.length).toBeGreaterThan(0);
    expect(solanaChunks.length).toBeGreaterThan(0);
    expect(solanaChunks.some((chunk) => viemChunks.includes(chunk))).toBe(false);
  });

  it('a five-family build with SIWX keeps every SDK and the sign-in\'s own code out of the first load, each family\'s SDK in lazy chunks of its own', async () => {
    const graph = await build('all', 'dist-all');
    for (const mark of [SIWX_MESSAGE_TEXT, SIWX_SESSION_CHECK, SIWX_DEFAULT_MESSENGER]) {
      for (const chunk of graph.initial) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}, which only a sign-in needs`).toBe(false);
      expect(graph.lazy.some((chunk) => mark.test(chunk.code)), `no lazy chunk holds ${mark}`).toBe(true);
    }
    for (const chunk of [...graph.initial, ...graph.lazy]) expect(VIEM_NAMESPACE.test(chunk.code), `${chunk.file} holds all of viem`).toBe(false);
    const families = Object.keys(SDK_MARKS) as SdkFamily[];
    for (const chunk of graph.initial) for (const family of families) expect(SDK_MARKS[family].test(chunk.code), `${chunk.file} holds the ${family} SDK`).toBe(false);
    const chunksOf = (family: SdkFamily) => graph.lazy.filter((chunk) => SDK_MARKS[family].test(chunk.code));
    for (const family of families) {
      expect(chunksOf(family).length, `no lazy chunk holds the ${family} SDK`).toBeGreaterThan(0);
      for (const other of families) if (other !== family) expect(chunksOf(family).some((chunk) => chunksOf(other).includes(chunk)), `${family} and ${other} share a chunk`).toBe(false);
    }
  });
});
