import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import type { InjectedConfig } from '../wallets/browser-install.ts';
import { demoWalletInitScript } from '../wallets/init-script.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

/** What a browser test can do to the injected test wallet (see test/wallets/demo-wallet.ts). */
export interface TestWalletHandle {
  rejectNextRequests(count: number): void;
  calls: string[];
  currentChainId: number;
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions in the page: must stay empty. */
  readonly errors: string[];
  /** Requests to anything but loopback, aborted: must stay empty. */
  readonly blocked: string[];
}

/**
 * A fresh browser context on `url`: every non-loopback request blocked and the test wallet injected with
 * `wallet` before the page's own scripts run. `contextOptions` for a page seen otherwise, e.g. a phone's.
 */
export async function openDemoPage(browser: Browser, url: string, wallet: InjectedConfig, contextOptions: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext(contextOptions);
  const blocked = await blockNonLoopback(context);
  await context.addInitScript({ content: await demoWalletInitScript(wallet) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { context, page, errors, blocked };
}

/** The demo site with its stand-ins and one Debian chromium, shared by the tests of one file. */
export async function startBrowserSession() {
  const demo: RunningDemo = await startDemoSite();
  const browser: Browser = await launchChromium();

  /** `contextOptions` for a page seen otherwise, e.g. a phone's user agent. */
  function openPage(path = '', contextOptions: BrowserContextOptions = {}): Promise<OpenedPage> {
    const wallet = { chains: { '31337': demo.chains[0]!.rpcUrl, '31338': demo.chains[1]!.rpcUrl }, initialChainId: 31337 };
    return openDemoPage(browser, `${demo.url}${path}`, wallet, contextOptions);
  }

  async function rpcBalance(address: string): Promise<bigint> {
    const response = await fetch(demo.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
    });
    return BigInt(((await response.json()) as { result: string }).result);
  }

  const analyticsEvents = (): string[] =>
    demo.services.events.map((payload) => String((payload.props as Record<string, unknown>)['event']));

  const wallet = <T>(page: Page, action: (w: TestWalletHandle) => T): Promise<T> =>
    page.evaluate(`(${action.toString()})(window.__WALLETPORT_TEST_WALLET__)`) as Promise<T>;

  return {
    demo,
    openPage,
    rpcBalance,
    analyticsEvents,
    wallet,
    stop: async (): Promise<void> => {
      await browser.close();
      await demo.stop();
    },
  };
}

export type BrowserSession = Awaited<ReturnType<typeof startBrowserSession>>;
