import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env['WALLETPORT_CHROMIUM'] ?? '/usr/bin/chromium';

/** The flags the test browser runs with (headless, no sandbox, no GPU, no background networking); pass them to a browser of your own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Launches the system's Chromium (`WALLETPORT_CHROMIUM`, else `/usr/bin/chromium`) headless with `CHROMIUM_FLAGS`, through Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
}

const LOOPBACK = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

/** Aborts every request that is not to this machine, so no test waits on the internet. */
export async function blockNonLoopback(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (LOOPBACK.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  return blocked;
}
