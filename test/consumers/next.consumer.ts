import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../stand-ins/free-port.ts';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { startNext, type RunningNext } from './harness/next-server.ts';

// What a server-side import or render that reaches for the browser, or a Next that falls back to
// downloading its compiler, prints. Next marks warnings with ⚠ and failures with ⨯.
const TROUBLE = /\berror\b|⚠|⨯|window is not defined|document is not defined|localStorage|download/i;

let app: ConsumerApp;

beforeAll(async () => {
  app = await installConsumer('next-app');
});

describe.each([
  { bundler: 'Turbopack', args: [] },
  { bundler: 'webpack', args: ['--webpack'] },
])('a Next.js App Router app built with $bundler from the packed tarball', ({ args }) => {
  let rpcPort: number;
  let server: RunningNext | undefined;

  afterAll(async () => {
    await server?.stop();
  });

  it('builds and type-checks with nothing to warn about', async () => {
    rpcPort = await findFreePort();
    const build = await app.run('node_modules/.bin/next', ['build', ...args], {
      env: { NEXT_PUBLIC_RPC_URL: `http://127.0.0.1:${rpcPort}`, NEXT_TELEMETRY_DISABLED: '1' },
    });
    expect(build.code, build.output).toBe(0);
    expect(build.output).toContain('Finished TypeScript');
    // ƒ in the route table: the page is rendered on demand, so the next test reads `next start`'s own render.
    expect(build.output).toMatch(/ƒ \/$/m);
    expect(build.output).not.toMatch(TROUBLE);
  });

  it('renders the page per request on the server, from the options alone', async () => {
    server = await startNext(app.dir, await findFreePort());
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The framework-free entry ran in the Server Component; the client component and the button it
    // was handed rendered from the options: disconnected, on the one configured network.
    expect(html).toMatch(/data-testid="server-parsed">eip155(<!-- -->)? (<!-- -->)?31337</);
    expect(html).toContain('data-testid="status">disconnected<');
    expect(html).toContain('data-testid="network">eip155:31337<');
    expect(html).toMatch(/<button[^>]*data-testid="appkit-button"[^>]*>Connect<\/button>/);
    expect(server.output()).not.toMatch(TROUBLE);
  });

  it('hydrates without an error and connects the test wallet in chromium', async () => {
    if (!server) throw new Error('no server: the server render test did not start one');
    const check = await app.run('node', ['walletport-browser-check.mjs', '--anvil-port', String(rpcPort), '--url', server.url]);
    expect(check.code, check.output).toBe(0);
    const result = JSON.parse(check.output.trim().split('\n').at(-1) ?? '{}') as {
      buttonText?: string;
      pageErrors?: string[];
      consoleErrors?: string[];
    };
    expect(result.pageErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(result.buttonText).toContain('0xf39F…2266');
    expect(server.output()).not.toMatch(TROUBLE);
  });
});
