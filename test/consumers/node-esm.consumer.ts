import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { node24Binary } from './harness/node24.ts';

interface ImportReport {
  readonly node: string;
  readonly exports: Record<string, string[]>;
  readonly touched: string[];
}

interface RenderReport {
  readonly node: string;
  readonly html: string;
  readonly state: { readonly initialized: boolean; readonly selectedNetworkId?: string };
  readonly loaded: boolean;
}

const lastJson = <T>(output: string): T => JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as T;

let app: ConsumerApp;
let node24: string;

beforeAll(async () => {
  [app, node24] = await Promise.all([installConsumer('node-esm'), node24Binary()]);
});

describe.each([
  { runtime: 'Node 20', node: () => process.execPath, version: /^20\./ },
  { runtime: 'Node 24', node: () => node24, version: /^24\./ },
])('plain Node ESM on $runtime with the packed tarball', ({ node, version }) => {
  it('imports every entry without touching window, document or storage', async () => {
    const run = await app.run(node(), ['import-entries.mjs']);
    expect(run.code, run.output).toBe(0);
    const report = lastJson<ImportReport>(run.output);
    expect(report.node).toMatch(version);
    expect(report.touched).toEqual([]);
    expect(report.exports['walletport']).toEqual(expect.arrayContaining(['createAppKit', 'WalletportError', 'createMemoryStorage']));
    expect(report.exports['walletport/react']).toEqual(expect.arrayContaining(['AppKitButton', 'useAppKitAccount', 'useAppKitNetwork', 'createAppKit']));
    expect(report.exports['walletport/chains/evm']).toEqual(expect.arrayContaining(['evmAdapter', 'defineEvmNetwork']));
  });

  it('renders the hooks and the button to a string from the options alone, loading no core', async () => {
    const run = await app.run(node(), ['render.mjs']);
    expect(run.code, run.output).toBe(0);
    const report = lastJson<RenderReport>(run.output);
    expect(report.loaded).toBe(false);
    expect(report.html).toContain('disconnected eip155:8453 false');
    expect(report.html).toMatch(/<button[^>]*data-testid="appkit-button"[^>]*>Connect<\/button>/);
    expect(report.state).toMatchObject({ initialized: false, selectedNetworkId: 'eip155:8453' });
  });
});

describe('the installed package', () => {
  it("keeps 'use client' on the React entry only, so server components may import the core", () => {
    const dist = join(app.dir, 'node_modules', 'walletport', 'dist');
    expect(readFileSync(join(dist, 'react.js'), 'utf8').startsWith("'use client';")).toBe(true);
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain('use client');
  });
});

describe('an install without the React peer', () => {
  it('fails at import with an error naming react', async () => {
    // As when a dApp installs with peers left out: walletport arrives, react does not.
    const bare = await installConsumer('no-react', { npmArgs: ['--omit=peer'] });
    const run = await bare.run(process.execPath, ['missing-peer.mjs']);
    const report = lastJson<{ loaded: boolean; message?: string }>(run.output);
    expect(report.loaded).toBe(false);
    expect(report.message).toMatch(/Cannot find package 'react'/);
  });
});
