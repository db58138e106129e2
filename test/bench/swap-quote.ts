import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle } from 'playwright-core';
import type { BundleGraph } from '../consumers/harness/bundle-graph.ts';
import { openDemoPage } from '../e2e/browser-session.ts';
import { startDemoSite } from '../e2e/demo-site.ts';
import { buildDemo } from '../stand-ins/build-demo.ts';
import { median } from './click-latency.ts';

const KIB = 1024;

/**
 * The chunks a first swap fetches beyond the modal: the Swap view (its form's test id marks it), and the
 * session and sources (the convert API's quote route, the Uniswap V2 router's quote function).
 */
const SWAP_VIEW = /wp-swap-form/;
const SWAP_WORK = /\/v1\/convert\/quotes|getAmountsOut|swap prices failed/;

/** The Swap view's and the swap's own chunks in an app's build, and whether any sits in the page's first fetch. */
export function printSwapChunks(graph: BundleGraph, react: string): void {
  const view = graph.lazy.filter((chunk) => SWAP_VIEW.test(chunk.code));
  const work = graph.lazy.filter((chunk) => SWAP_WORK.test(chunk.code) && !SWAP_VIEW.test(chunk.code));
  const size = (chunks: typeof view) => `${(chunks.reduce((total, chunk) => total + chunk.gzip, 0) / KIB).toFixed(1)} KiB`;
  const inInitial = graph.initial.some((chunk) => SWAP_VIEW.test(chunk.code) || SWAP_WORK.test(chunk.code));
  console.log(`
Swap (React ${react}):`);
  console.log(`  Swap view chunk (gzip)        ${size(view)}  (${view.map((chunk) => chunk.file).join(', ') || 'none found'})`);
  console.log(`  session and sources (gzip)    ${size(work)}  (${work.map((chunk) => chunk.file).join(', ') || 'none found'}), loaded with the first swap command`);
  console.log(`  in the initial JS             ${inInitial ? 'YES (regression)' : 'no'}`);
}

/** From an amount typed into the Swap view to the quote's amount on screen, in the page's own clock. */
export interface SwapQuoteTimes {
  readonly typedToQuoteMs: readonly number[];
}

/**
 * On the demo built from the packed package, with the convert API's stand-in quoting from the Uniswap V2
 * pools on the local chain: connects the test wallet, opens Swap (ETH → PUSD) and types `runs` amounts,
 * each timed from the input event to the received amount changing on screen.
 */
export async function measureSwapQuotes(browser: Browser, runs: number): Promise<SwapQuoteTimes> {
  const outDir = mkdtempSync(join(tmpdir(), 'walletport-bench-swap-'));
  const demo = await startDemoSite(await buildDemo(outDir));
  const typedToQuoteMs: number[] = [];
  try {
    const wallet = { chains: { '31337': demo.chains[0]!.rpcUrl, '31338': demo.chains[1]!.rpcUrl }, initialChainId: 31337 };
    const { page, context } = await openDemoPage(browser, demo.url, wallet);
    // The test wallet's row, then the page's own status line: as a visitor connects.
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-wallet-dev.walletport.demo').click();
    await page.locator('[data-testid="demo-status"]', { hasText: /^connected$/ }).waitFor({ timeout: 15_000 });
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap' });
    await dialog.getByRole('group', { name: 'You receive' }).getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD · Pool Dollar' });
    const input = (await dialog.getByTestId('wp-swap-amount').elementHandle()) as ElementHandle<HTMLInputElement>;
    const shown = (await dialog.getByTestId('wp-swap-to-amount').elementHandle()) as ElementHandle<HTMLElement>;
    for (let run = 0; run < runs; run += 1) {
      const amount = `0.${run + 1}`;
      typedToQuoteMs.push(await page.evaluate(typeAndWait, { input, shown, amount }));
    }
    await context.close();
  } finally {
    await demo.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  return { typedToQuoteMs };
}

/** Runs in the page: types as an input event does and resolves when the received amount changes. */
function typeAndWait({ input, shown, amount }: { input: HTMLInputElement; shown: HTMLElement; amount: string }): Promise<number> {
  return new Promise((resolve) => {
    const before = shown.textContent;
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (shown.textContent && shown.textContent !== before) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    });
    observer.observe(shown, { childList: true, characterData: true, subtree: true });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, amount);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function printSwapQuotes(times: SwapQuoteTimes): void {
  const sorted = [...times.typedToQuoteMs].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
  console.log(`
Swap quote (demo on the packed package, convert API stand-in over Uniswap V2 on anvil):`);
  console.log(`  amount typed → quote shown    median ${median(times.typedToQuoteMs).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.typedToQuoteMs.length} amounts`);
}
