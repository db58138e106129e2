import type { Browser, Page } from 'playwright-core';
import type { BundleGraph } from '../consumers/harness/bundle-graph.ts';
import { blockNonLoopback } from '../stand-ins/chromium.ts';
import { compiledCodeBytes } from './compiled-code.ts';
import { CLOSE_IN_PAGE, median, SETTLE_IN_PAGE, type ClickSample } from './click-latency.ts';

/** What a visitor's browser does with the page, beside the click figures of `measureClicks`. */
export interface PageFigures {
  /** Median ms from navigation start to the connect button being in the page. */
  readonly readyMs: number;
  /** Median gzip bytes of the app's JavaScript fetched by the first idle time after the load event. */
  readonly fetchedBeforeIdle: number;
  /** Median gzip bytes of the app's JavaScript the page fetched before the first click (after load and idle). */
  readonly fetchedBeforeClick: number;
  /** Median ms from the real `pointerdown` to the first frame with the dialog laid out, and its frames. */
  readonly pointerFirst: ClickSample;
  readonly pointerLater: ClickSample;
  /**
   * JS heap after forced collections: once loaded, idle and opened once; after `cycles` open/close cycles;
   * then after `trendCycles` more and after `trendCycles` more again. The growth per cycle over each of
   * those two stretches is the trend once the first opens have warmed up: a leak grows the heap as much
   * in the second stretch as in the first, code still being compiled less and less.
   */
  readonly heap: {
    readonly loaded: number;
    readonly afterCycles: number;
    readonly cycles: number;
    readonly afterTrend: number;
    readonly afterSecondTrend: number;
    readonly trendCycles: number;
    /** V8's compiled code in the heap, once loaded and after `cycles` cycles (`compiledCodeBytes`). */
    readonly codeLoaded: number;
    readonly codeAfterCycles: number;
  };
}

/** Marks when the connect button first appears; runs before any of the page's own scripts. */
const MARK_READY = `(() => {
  const mark = () => {
    if (!document.querySelector('[data-testid=appkit-button]')) return false;
    window.__benchReadyAt = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => { if (mark()) observer.disconnect(); }).observe(document, { childList: true, subtree: true });
  const scripts = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.endsWith('.js'));
  const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
  addEventListener('load', () => idle(() => { window.__benchIdleScripts = scripts(); }));
})()`;

/**
 * Arms a measurement from the browser's own `pointerdown` (its event time, before any handler of the
 * page runs) to the first animation frame in which the dialog has a box: what the visitor waits for.
 */
const ARM_POINTER = `(() => {
  window.__benchClick = new Promise((resolve) => {
    document.addEventListener('pointerdown', (event) => {
      const start = event.timeStamp;
      let frames = 0;
      const laidOut = () => {
        const dialog = document.querySelector('[role=dialog]');
        if (!dialog) return false;
        const box = dialog.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      };
      const tick = () => {
        frames += 1;
        if (laidOut()) resolve({ ms: performance.now() - start, frames });
        else if (frames > 600) resolve({ ms: Number.NaN, frames });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, { capture: true, once: true });
  });
})()`;

const FETCHED_SCRIPTS = `performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.endsWith('.js'))`;

/** Fails instead of hanging the bench when the page never gets there. */
async function within<T>(what: string, work: Promise<T>, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`bench: ${what} took over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function pointerClick(page: Page): Promise<ClickSample> {
  await page.evaluate(ARM_POINTER);
  const box = await page.locator('[data-testid=appkit-button]').boundingBox();
  if (!box) throw new Error('the connect button has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return within('the dialog after a click', page.evaluate('window.__benchClick') as Promise<ClickSample>);
}

async function close(page: Page): Promise<void> {
  if (!(await within('closing the dialog', page.evaluate(CLOSE_IN_PAGE)))) throw new Error('bench: the dialog did not close');
}

async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: what the first collection frees can hold more that only the second sees unreachable.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

function gzipOfFetched(graph: BundleGraph, urls: readonly string[]): number {
  const paths = urls.map((url) => new URL(url).pathname);
  return [...graph.initial, ...graph.lazy]
    .filter((chunk) => paths.some((path) => path.endsWith(`/${chunk.file}`)))
    .reduce((total, chunk) => total + chunk.gzip, 0);
}

/** `runs` fresh loads for ready, fetched JS and the first open; then later opens and `cycles` open/close cycles in one page. */
export async function measurePage(browser: Browser, url: string, graph: BundleGraph, runs: number, cycles = 20, trendCycles = 100): Promise<PageFigures> {
  const ready: number[] = [];
  const fetched: number[] = [];
  const fetchedByIdle: number[] = [];
  const first: ClickSample[] = [];
  const later: ClickSample[] = [];
  const context = await browser.newContext();
  await blockNonLoopback(context);
  await context.addInitScript(MARK_READY);
  const page = await context.newPage();
  // A page the browser counts as in the background gets its idle callbacks and frames throttled.
  await page.bringToFront();
  try {
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction('window.__benchReadyAt !== undefined');
      await within('an idle time', page.evaluate(SETTLE_IN_PAGE));
      ready.push((await page.evaluate('window.__benchReadyAt')) as number);
      fetched.push(gzipOfFetched(graph, (await page.evaluate(FETCHED_SCRIPTS)) as string[]));
      fetchedByIdle.push(gzipOfFetched(graph, (await page.evaluate('window.__benchIdleScripts ?? []')) as string[]));
      first.push(await pointerClick(page));
      await close(page);
    }
    for (let run = 0; run < runs; run += 1) {
      await within('an idle time', page.evaluate(SETTLE_IN_PAGE));
      later.push(await pointerClick(page));
      await close(page);
    }
    await page.goto(url, { waitUntil: 'load' });
    await within('an idle time', page.evaluate(SETTLE_IN_PAGE));
    // One open first, so what the first open loads for good (the core, the modal's chunk) is not counted as growth.
    await pointerClick(page);
    await close(page);
    await within('an idle time', page.evaluate(SETTLE_IN_PAGE));
    const loaded = await usedHeap(page);
    const codeLoaded = await compiledCodeBytes(page);
    const openAndClose = async (times: number): Promise<number> => {
      for (let cycle = 0; cycle < times; cycle += 1) {
        await pointerClick(page);
        await close(page);
      }
      await within('an idle time', page.evaluate(SETTLE_IN_PAGE));
      return usedHeap(page);
    };
    const afterCycles = await openAndClose(cycles);
    const codeAfterCycles = await compiledCodeBytes(page);
    const afterTrend = await openAndClose(trendCycles);
    const afterSecondTrend = await openAndClose(trendCycles);
    const summary = (samples: readonly ClickSample[]): ClickSample => ({ ms: median(samples.map((s) => s.ms)), frames: median(samples.map((s) => s.frames)) });
    return {
      readyMs: median(ready),
      fetchedBeforeIdle: median(fetchedByIdle),
      fetchedBeforeClick: median(fetched),
      pointerFirst: summary(first),
      pointerLater: summary(later),
      heap: { loaded, afterCycles, cycles, afterTrend, afterSecondTrend, trendCycles, codeLoaded, codeAfterCycles },
    };
  } finally {
    await context.close();
  }
}

/**
 * Ready for several pages loaded in turns, `rounds` loads each: a loaded machine slows every page of
 * a round alike, so the ratio between them holds where two medians taken minutes apart drift. Each page
 * has its own browser context, as in `measurePage`.
 */
export async function measureReadyInTurns(browser: Browser, urls: readonly string[], rounds: number): Promise<number[]> {
  const pages = await Promise.all(
    urls.map(async (url) => {
      const context = await browser.newContext();
      await blockNonLoopback(context);
      await context.addInitScript(MARK_READY);
      return { url, context, page: await context.newPage(), ready: [] as number[] };
    }),
  );
  try {
    for (let round = 0; round < rounds; round += 1) {
      // Every other round in the opposite order, so whatever the page loaded just before leaves behind
      // (a warm disk cache, a collection still running) falls on each page alike.
      for (const entry of round % 2 === 0 ? pages : [...pages].reverse()) {
        await entry.page.bringToFront();
        await entry.page.goto(entry.url, { waitUntil: 'load' });
        await within('the connect button', entry.page.waitForFunction('window.__benchReadyAt !== undefined'));
        entry.ready.push((await entry.page.evaluate('window.__benchReadyAt')) as number);
        // The page's idle work (the core loads then) is done before the next page loads.
        await within('an idle time', entry.page.evaluate(SETTLE_IN_PAGE));
      }
    }
    return pages.map((entry) => median(entry.ready));
  } finally {
    for (const entry of pages) await entry.context.close();
  }
}
