import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_REACT_OMIT_PEER } from './harness/consumer-installs.ts';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { node24Binary } from './harness/node24.ts';

interface ImportReport {
  readonly node: string;
  readonly exports: Readonly<Record<string, readonly string[]>>;
  readonly failures: Readonly<Record<string, string>>;
  readonly touched: readonly string[];
}

interface RenderReport {
  readonly node: string;
  readonly imported: readonly string[];
  readonly error?: string;
  readonly html?: string;
  readonly state?: { readonly initialized: boolean; readonly selectedNetworkId?: string };
  readonly themeMode?: string;
}

/** Each script prints one JSON line last; anything before it (warnings) is kept for failure messages. */
const lastJson = <T>(output: string): T => JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as T;

let app: ConsumerApp;
let node24: string;

beforeAll(async () => {
  [app, node24] = await Promise.all([installConsumer('node-esm'), node24Binary()]);
});

// Node 20 is the oldest Node the package supports; Node 24 is the current LTS line a server may run.
describe.each([
  { runtime: 'Node 20', node: () => process.execPath, version: /^20\./ },
  { runtime: 'Node 24', node: () => node24, version: /^24\./ },
])('plain Node ESM on $runtime with the packed tarball', ({ node, version }) => {
  it('imports every entry without reading window, document or storage', async () => {
    const run = await app.run(node(), ['import-entries.mjs']);
    expect(run.code, run.output).toBe(0);
    const report = lastJson<ImportReport>(run.output);
    expect(report.node).toMatch(version);
    expect(report.failures).toEqual({});
    expect(report.touched, report.touched.join('\n\n')).toEqual([]);
    expect(report.exports['walletport']).toEqual(expect.arrayContaining(['createAppKit', 'WalletportError', 'createMemoryStorage']));
    expect(report.exports['walletport/react']).toEqual(
      expect.arrayContaining(['AppKitButton', 'useAppKitAccount', 'useAppKitNetwork', 'useAppKitState', 'createAppKit']),
    );
    expect(report.exports['walletport/chains/evm']).toEqual(expect.arrayContaining(['evmAdapter', 'defineEvmNetwork']));
  });

  it('creates an instance and renders the hooks and the button to a string from the options alone', async () => {
    const run = await app.run(node(), ['render.mjs']);
    expect(run.code, run.output).toBe(0);
    const report = lastJson<RenderReport>(run.output);
    expect(report.node).toMatch(version);
    expect(report.error).toBeUndefined();
    // No core on a server: the render needs nothing beyond the entries already imported.
    expect(report.imported).toEqual([]);
    expect(report.html).toContain('disconnected false eip155:8453 false');
    expect(report.html).toMatch(/<button[^>]*data-testid="appkit-button"[^>]*>Connect Wallet<\/button>/);
    expect(report.state).toMatchObject({ initialized: false, selectedNetworkId: 'eip155:8453' });
    expect(report.themeMode).toBe('light');
  });
});

describe('the installed package', () => {
  it("keeps 'use client' on the React entry only, so server components may import the core", () => {
    const dist = join(app.dir, 'node_modules', 'walletport', 'dist');
    expect(readFileSync(join(dist, 'react.js'), 'utf8').startsWith("'use client';")).toBe(true);
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain('use client');
  });
});

describe('an install without the peer dependencies', () => {
  let bare: ConsumerApp;
  const importIn = async (entry: string): Promise<{ loaded: boolean; message?: string }> => {
    const code = `try { await import(${JSON.stringify(entry)}); console.log('{"loaded":true}') }
      catch (error) { console.log(JSON.stringify({ loaded: false, message: String(error?.message ?? error) })) }`;
    return lastJson((await bare.run(process.execPath, ['--input-type=module', '-e', code])).output);
  };

  beforeAll(async () => {
    bare = await installConsumer(...NO_REACT_OMIT_PEER);
  });

  it('fails to import the React entry with an error naming react', async () => {
    const run = await bare.run(process.execPath, ['missing-peer.mjs']);
    const report = lastJson<{ loaded: boolean; message?: string }>(run.output);
    expect(report.loaded, run.output).toBe(false);
    // Node's own message, naming the package and the public entry that needs it (not an internal chunk).
    expect(report.message).toMatch(/Cannot find package 'react' imported from \S*\/node_modules\/walletport\/dist\/react\.js/);
  });

  it('still loads the framework-free entry and the EVM adapter, which need no React', async () => {
    expect(await importIn('walletport')).toEqual({ loaded: true });
    expect(await importIn('walletport/chains/evm')).toEqual({ loaded: true });
  });
});
