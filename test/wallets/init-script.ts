import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { DemoWalletOptions } from './demo-wallet.ts';

let bundled: Promise<string> | undefined;

function bundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./browser-install.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

/**
 * The source of a Playwright init script (`page.addInitScript({ content })`) that installs the
 * test wallet in every page before the page's own scripts run.
 */
export async function demoWalletInitScript(
  options: Omit<DemoWalletOptions, 'memory' | 'approve'> & { readonly autoApprove?: boolean },
): Promise<string> {
  const config = `window.__WALLETPORT_TEST_WALLET_CONFIG__=${JSON.stringify(options)};`;
  return `${config}\n${await bundle()}`;
}
