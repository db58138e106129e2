import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { startNext } from './harness/next-server.ts';

let app: ConsumerApp;

beforeAll(async () => {
  app = await installConsumer('next-app');
});

describe.each([
  { bundler: 'Turbopack', args: [] },
  { bundler: 'webpack', args: ['--webpack'] },
])('a Next.js App Router app built with $bundler from the packed tarball', ({ args }) => {
  let chain: AnvilChain | undefined;

  // Running from before the build to the end: a port only chosen before the build could be taken meanwhile.
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337, port: await findFreePort() });
  });

  afterAll(async () => {
    await chain?.stop();
  });

  it('builds', async () => {
    const build = await app.run('node_modules/.bin/next', ['build', ...args], {
      env: { NEXT_PUBLIC_RPC_URL: chain!.rpcUrl, NEXT_TELEMETRY_DISABLED: '1' },
    });
    expect(build.code, build.output).toBe(0);
    expect(build.output).not.toMatch(/\berror\b|window is not defined|document is not defined/i);
  });

  it('renders on the server, hydrates without a warning and connects the test wallet in chromium', async () => {
    const server = await startNext(app.dir, await findFreePort());
    try {
      const html = await (await fetch(server.url)).text();
      // The Server Component ran the framework-free entry; the client component rendered from the options.
      expect(html).toMatch(/data-testid="server-parsed">eip155(<!-- -->)? (<!-- -->)?31337</);
      expect(html).toMatch(/<button[^>]*data-testid="appkit-button"[^>]*>Connect Wallet<\/button>/);
      expect(html).toContain('data-testid="network">eip155:31337<');
      const check = await app.run('node', ['walletport-browser-check.mjs', '--rpc-url', chain!.rpcUrl, '--url', server.url]);
      expect(check.code, check.output).toBe(0);
      const result = JSON.parse(check.output.trim().split('\n').at(-1) ?? '{}') as { buttonText?: string; consoleErrors?: string[] };
      expect(result.consoleErrors).toEqual([]);
      expect(result.buttonText).toContain('0xf39F…2266');
    } finally {
      await server.stop();
    }
  });

  it("AppKit's multichain example (Wagmi, Solana and Bitcoin adapters, wagmi's cookie state) renders, hydrates cleanly and connects", async () => {
    const server = await startNext(app.dir, await findFreePort());
    try {
      const url = `${server.url}multichain`;
      const html = await (await fetch(url)).text();
      expect(html).toContain('AppKit multichain Next.js App Router Example');
      expect(html).toMatch(/data-testid="multichain-network">\{&quot;caipNetworkId&quot;:&quot;eip155:31337&quot;/);
      const check = await app.run('node', ['walletport-browser-check.mjs', '--rpc-url', chain!.rpcUrl, '--url', url]);
      expect(check.code, check.output).toBe(0);
      const result = JSON.parse(check.output.trim().split('\n').at(-1) ?? '{}') as { buttonText?: string; consoleErrors?: string[]; pageErrors?: string[] };
      expect(result.pageErrors).toEqual([]);
      expect(result.consoleErrors).toEqual([]);
      // AppKit's <appkit-button> shortens the address as AppKit does.
      expect(result.buttonText).toMatch(/^0xf3…b92266/);
    } finally {
      await server.stop();
    }
  });
});
