import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { installConsumer, type ConsumerApp } from './harness/install.ts';

interface CheckResult {
  readonly ok: boolean;
  readonly steps: readonly string[];
  readonly pageErrors: readonly string[];
  readonly consoleErrors: readonly string[];
}

/**
 * AppKit 1.7.6's own examples, rewritten here to do what they do (the same components, hooks and
 * calls) with the imports switched to walletport: each builds from the packed tarball with its
 * default Vite config, type-checks, and runs in chromium against two local anvil chains.
 */
describe.each([
  { template: 'appkit-react-ethers', send: false, extraSteps: [] },
  // wagmi's own hooks follow the modal, and wagmi's useSendTransaction goes through the wallet, which approves.
  { template: 'appkit-react-wagmi', send: true, extraSteps: [expect.stringMatching(/^wagmi: 0xf39F\w+ on 31337$/), 'wagmi followed the switch', expect.stringMatching(/^sent: 0x[0-9a-f]{64}$/)] },
])('AppKit example $template on the packed walletport', ({ template, send, extraSteps }) => {
  let app: ConsumerApp;
  const chains: AnvilChain[] = [];

  beforeAll(async () => {
    app = await installConsumer(template);
    // The app is built against its chains' URLs, so the chains listen from before the build to the
    // end: a port only chosen before the build could be taken by another process meanwhile.
    chains.push(await startAnvil({ chainId: 31337, port: await findFreePort() }));
    chains.push(await startAnvil({ chainId: 31338, port: await findFreePort() }));
  });

  afterAll(async () => {
    await Promise.all(chains.splice(0).map((chain) => chain.stop()));
  });

  it('type-checks and builds', async () => {
    const build = await app.run('npm', ['run', 'build'], {
      env: { VITE_RPC_URL_A: chains[0]!.rpcUrl, VITE_RPC_URL_B: chains[1]!.rpcUrl },
    });
    expect(build.code, build.output).toBe(0);
  });

  it('in chromium: <appkit-button> opens the modal, the wallet connects, the info list shows it, the network switches, disconnect works', async () => {
    const rpcUrls = chains.map((chain) => chain.rpcUrl).join(',');
    const check = await app.run('node', ['appkit-example-check.mjs', '--rpc-urls', rpcUrls, '--serve', 'dist', ...(send ? ['--send'] : [])]);
    const result = readCheckResult(check.output);
    expect(result.steps.join('\n'), check.output).not.toContain('failed:');
    expect(result.pageErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(result.steps).toEqual(expect.arrayContaining([expect.stringMatching(/^connected: eip155:31337:0xf39F/), 'wallet: Demo Wallet', expect.stringMatching(/^account button: 0xf3…b92266/i), expect.stringMatching(/^balance: 10000(\.0)?$/), 'switched: the wallet is on 31338', 'disconnected', ...extraSteps]));
    expect(check.code, check.output).toBe(0);
  });
});

/** The check's last line, its JSON result; a check that died before printing it fails with all it printed. */
function readCheckResult(output: string): CheckResult {
  const last = output.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as CheckResult;
  } catch {
    throw new Error(`the check printed no result:\n${output}`);
  }
}
