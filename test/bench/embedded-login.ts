import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startEmbeddedWalletServer } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { waitForOtp } from '../embedded/development-mailbox.ts';
import { startDemoSite } from '../e2e/demo-site.ts';
import { buildDemo } from '../stand-ins/build-demo.ts';
import { blockNonLoopback } from '../stand-ins/chromium.ts';
import { startDemoServer } from '../stand-ins/demo-server.ts';
import { median } from './click-latency.ts';

/** What the e-mail login costs a visitor: from pressing Continue on the code to the page seeing `connected`. */
export interface EmailLoginTimes {
  readonly otpToConnectedMs: readonly number[];
  /** First frame load, from the e-mail's submit to the code view (frame page, script, READY, 500 ms settle). */
  readonly emailToCodeViewMs: readonly number[];
}

/**
 * Logs in `runs` fresh visitors (each a new browser profile and e-mail) on the demo, built on the packed
 * package, against the reference frame and auth server on a second loopback origin.
 */
export async function measureEmailLogin(browser: Browser, runs: number): Promise<EmailLoginTimes> {
  const outDir = mkdtempSync(join(tmpdir(), 'walletport-bench-demo-'));
  const demo = await startDemoSite(await buildDemo(outDir));
  const wallet = await startEmbeddedWalletServer({
    projectId: demo.config.projectId,
    allowedOrigins: [],
    rpcUrls: { 31337: demo.chains[0]!.rpcUrl },
    masterKey: randomBytes(32).toString('hex'),
    otpSecret: randomBytes(32).toString('hex'),
    jwtSecret: randomBytes(32).toString('hex'),
    mailer: 'development',
    log: () => undefined,
  });
  const site = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, embeddedWalletFrameUrl: `${wallet.url}/frame` } });
  const otpToConnectedMs: number[] = [];
  const emailToCodeViewMs: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      await blockNonLoopback(context);
      const page = await context.newPage();
      await page.goto(site.url);
      const email = `bench-${run}@example.com`;
      await page.getByTestId('appkit-button').click();
      await page.getByTestId('wp-email-input').fill(email);
      const emailSent = performance.now();
      await page.getByTestId('wp-email-submit').click();
      await page.getByTestId('wp-otp-input').waitFor();
      emailToCodeViewMs.push(performance.now() - emailSent);
      await page.getByTestId('wp-otp-input').fill(await waitForOtp(wallet.url, email));
      const submitted = performance.now();
      await page.getByTestId('wp-otp-submit').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="demo-status"]')?.textContent === 'connected', undefined, { polling: 'raf', timeout: 20_000 });
      otpToConnectedMs.push(performance.now() - submitted);
      await context.close();
    }
  } finally {
    await site.stop();
    await wallet.stop();
    await demo.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  return { otpToConnectedMs, emailToCodeViewMs };
}

export function printEmailLogin(times: EmailLoginTimes): void {
  const fmt = (values: readonly number[]) => `${median(values).toFixed(0)} ms median (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}, ${values.length} runs)`;
  console.log('\nEmbedded wallet, e-mail login (demo on the packed package, frame and auth server on a second loopback origin):');
  console.log(`  e-mail submit → code view      ${fmt(times.emailToCodeViewMs)} (first frame load included)`);
  console.log(`  code submit → connected        ${fmt(times.otpToConnectedMs)}`);
}
