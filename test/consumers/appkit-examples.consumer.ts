import { beforeAll, describe, expect, it } from 'vitest';
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
  let ports: [number, number];

  beforeAll(async () => {
    app = await installConsumer(template);
    ports = [await findFreePort(), await findFreePort()];
  });

  it('type-checks and builds', async () => {
    const build = await app.run('npm', ['run', 'build'], {
      env: { VITE_RPC_URL_A: `http://127.0.0.1:${ports[0]}`, VITE_RPC_URL_B: `http://127.0.0.1:${ports[1]}` },
    });
    expect(build.code, build.output).toBe(0);
  });

  it('in chromium: <appkit-button> opens the modal, the wallet connects, the info list shows it, the network switches, disconnect works', async () => {
    const check = await app.run('node', ['appkit-example-check.mjs', '--anvil-ports', ports.join(','), '--serve', 'dist', ...(send ? ['--send'] : [])]);
    const result = JSON.parse(check.output.trim().split('\n').at(-1) ?? '{}') as CheckResult;
    expect(result.steps.join('\n'), check.output).not.toContain('failed:');
    expect(result.pageErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(result.steps).toEqual(expect.arrayContaining([expect.stringMatching(/^connected: eip155:31337:0xf39F/), 'wallet: Demo Wallet', expect.stringMatching(/^account button: 0xf3…b92266/i), expect.stringMatching(/^balance: 10000(\.0)?$/), 'switched: the wallet is on 31338', 'disconnected', ...extraSteps]));
    expect(check.code, check.output).toBe(0);
  });
});
