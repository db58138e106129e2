import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startDemoSite } from '../e2e/demo-site.ts';
import { createWalletDirectory, walletImagePng } from '../fixtures/wallets.ts';
import { buildDemo, type DemoBuild } from '../stand-ins/build-demo.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../stand-ins/chromium.ts';

/** The frame budget at 60 Hz. */
export const FRAME_BUDGET_MS = 1000 / 60;
/** The demo's directory stand-in serves this many wallets (`createWalletDirectory`'s default). */
const DIRECTORY_SIZE = createWalletDirectory().length;

export interface ScrollFrames {
  /** Time between consecutive animation frames while scrolling: a frame over budget delays the next one. */
  readonly intervalsMs: readonly number[];
  /** `long-animation-frame` entries (frames over 50 ms), or `longtask` where LoAF is not supported. */
  readonly longFramesMs: readonly number[];
  readonly longFrameSource: string;
  /** Rows the grid reports once the bottom is reached, and how long the whole scroll took. */
  readonly rows: number;
  readonly totalMs: number;
  /** Pages that failed on the way and were fetched again through the retry row. */
  readonly retries: number;
}

/**
 * Runs in the page: scrolls the grid 120 px per animation frame to its bottom, waiting there while
 * the next page loads, until every row is in. Kept as a string so the page gets it as written.
 */
const SCROLL_IN_PAGE = `(async ({ expectedRows, step, timeoutMs }) => {
  const grid = document.querySelector('[data-testid=wp-all-wallets]');
  if (!grid) throw new Error('the All Wallets grid is not in the page');
  const longFrames = [];
  const types = PerformanceObserver.supportedEntryTypes;
  const source = types.includes('long-animation-frame') ? 'long-animation-frame' : types.includes('longtask') ? 'longtask' : 'none';
  const observer = source === 'none' ? undefined : new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longFrames.push(entry.duration);
  });
  observer?.observe({ type: source });
  const intervals = [];
  const started = performance.now();
  let last;
  let retries = 0;
  await new Promise((resolve, reject) => {
    const tick = (now) => {
      if (last !== undefined) intervals.push(now - last);
      last = now;
      const retry = grid.querySelector('[data-testid=wp-all-wallets-retry]');
      if (retry) {
        retries += 1;
        retry.click();
      }
      const rows = Number(grid.getAttribute('aria-rowcount'));
      const atBottom = grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1;
      if (atBottom && rows >= expectedRows && grid.getAttribute('aria-busy') !== 'true') return resolve();
      if (now - started > timeoutMs) return reject(new Error('scrolled ' + rows + ' of ' + expectedRows + ' rows in ' + timeoutMs + ' ms'));
      grid.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer?.disconnect();
  return { intervalsMs: intervals, longFramesMs: longFrames, longFrameSource: source, rows: Number(grid.getAttribute('aria-rowcount')), totalMs: performance.now() - started, retries };
})`;

/**
 * Opens All Wallets on the demo (built on the packed package, or the `build` given) and scrolls its
 * 1,200 wallets from top to bottom in headless chromium, timing every animation frame.
 */
export async function measureAllWalletsScroll(build?: DemoBuild): Promise<ScrollFrames> {
  const outDir = build ? undefined : mkdtempSync(join(tmpdir(), 'walletport-bench-demo-'));
  const demo = await startDemoSite(build ?? (await buildDemo(outDir)));
  // The stand-in draws each icon on its first request, as a CDN would have it ready: drawn before the
  // clock starts, so the figure is the modal's and not the stand-in's, on a machine of two cores.
  for (const wallet of createWalletDirectory()) if (wallet.image_id) walletImagePng(wallet.image_id);
  // Non-loopback requests are refused at the network layer (a proxy that does not exist; loopback
  // always bypasses proxies) rather than by Playwright's request interception, which sends every
  // request on a round trip through Node: with a few hundred images that trip would be timed as the modal's.
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--proxy-server=http://127.0.0.1:9'], headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The stand-in's wallets each support a few chains, and only about a third the demo's local chain:
    // the list is asked without the chain filter, so the grid holds the whole directory.
    await context.addInitScript({ content: WITHOUT_CHAIN_FILTER });
    const page = await context.newPage();
    await page.goto(demo.url);
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-all-wallets-entry').click();
    await page.getByTestId('wp-all-wallets-tile').first().waitFor();
    const expectedRows = Math.ceil(DIRECTORY_SIZE / 4);
    return await page.evaluate(`${SCROLL_IN_PAGE}(${JSON.stringify({ expectedRows, step: 120, timeoutMs: 180_000 })})`);
  } finally {
    await browser.close();
    await demo.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
}

/** Runs in the page before its scripts: the directory's list requests lose their `chains` filter. */
const WITHOUT_CHAIN_FILTER = `(() => {
  const original = window.fetch;
  window.fetch = (input, init) => {
    if ((typeof input === 'string' || input instanceof URL) && String(input).includes('/getWallets?')) {
      const url = new URL(String(input), location.href);
      url.searchParams.delete('chains');
      input = url.href;
    }
    return original.call(window, input, init);
  };
})()`;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * A frame over budget shows as an interval of two vsyncs or more; intervals within a millisecond of
 * the budget are the display's own jitter, not a missed frame.
 */
export function printAllWalletsScroll(frames: ScrollFrames): void {
  const over = frames.intervalsMs.filter((interval) => interval > FRAME_BUDGET_MS + 1).length;
  const worst = Math.max(...frames.intervalsMs);
  const longest = frames.longFramesMs.length > 0 ? `${Math.max(...frames.longFramesMs).toFixed(1)} ms` : 'none';
  console.log(`\nAll Wallets, scrolling ${DIRECTORY_SIZE} wallets top to bottom (120 px per frame, pages of 40 loaded on the way):`);
  console.log(`  frames                       ${frames.intervalsMs.length} in ${(frames.totalMs / 1000).toFixed(1)} s, ${frames.rows} rows at the end`);
  console.log(`  worst frame interval         ${worst.toFixed(1)} ms (a frame on time is one vsync, ${FRAME_BUDGET_MS.toFixed(1)} ms ± display jitter)`);
  console.log(`  p95 frame interval           ${percentile(frames.intervalsMs, 95).toFixed(1)} ms`);
  console.log(`  frames over budget           ${over} (${((100 * over) / Math.max(frames.intervalsMs.length, 1)).toFixed(1)}%; an interval over ${(FRAME_BUDGET_MS + 1).toFixed(1)} ms)`);
  console.log(`  ${`${frames.longFrameSource} entries`.padEnd(29)}${frames.longFramesMs.length}, longest ${longest}`);
  if (frames.retries > 0) console.log(`  pages retried                ${frames.retries}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printAllWalletsScroll(await measureAllWalletsScroll());
}
