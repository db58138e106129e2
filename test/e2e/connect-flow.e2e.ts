import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { expectWithinScreenWidth, IPHONE } from './screens.ts';

const WALLET = 'dev.walletport.demo';
let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

describe('connect, account, switch and disconnect in a real browser', () => {
  it('connect → account → switch chain → reload reconnects silently → disconnect', async () => {
    const { context, page, errors, blocked } = await session.openPage();
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect Wallet');

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const walletRow = page.getByTestId(`wp-wallet-${WALLET}`);
    expect(await walletRow.textContent()).toContain('Demo Wallet');
    expect(await walletRow.textContent()).toContain(WALLET);

    await walletRow.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    await expect.poll(() => button.textContent()).toContain('0xf39F…2266');

    await button.click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    expect(await page.getByTestId('wp-account-address').getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
    await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toBe('10000.000 ETH');
    expect(await page.getByTestId('wp-account-network').textContent()).toBe('Anvil Local');

    // The header's network button opens the network picker; a switch comes back to Account.
    await page.getByTestId('wp-header-network').click();
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
    await page.getByTestId('wp-network-eip155:31338').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await expect.poll(() => page.getByTestId('wp-account-network').textContent()).toBe('Anvil Local 2');
    expect(await session.wallet(page, (w) => w.currentChainId)).toBe(31338);
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('eip155:31338');
    await expect.poll(() => session.analyticsEvents()).toContain('SWITCH_NETWORK');

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(await page.getByTestId('demo-network').textContent()).toBe('eip155:31338');
    const calls = await session.wallet(page, (w) => w.calls);
    expect(calls).toContain('eth_accounts');
    expect(calls).not.toContain('eth_requestAccounts');

    await button.click();
    await page.getByTestId('wp-disconnect').click();
    // Disconnecting ends the wallet's session and clears what is stored: on a busy machine, more than the default second.
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 10_000 }).toBe('disconnected');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await expect.poll(() => session.analyticsEvents()).toContain('DISCONNECT_SUCCESS');
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a 4001 rejection shows a clear message and retry succeeds', async () => {
    const { context, page, errors } = await session.openPage();
    await session.wallet(page, (w) => w.rejectNextRequests(1));
    await page.getByTestId('appkit-button').click();
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    const message = page.getByTestId('wp-connect-error');
    await message.waitFor();
    expect(await message.textContent()).toBe('Connection declined in the wallet. You can try again.');
    await page.getByTestId('wp-retry').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Escape closes the dialog, focus stays inside while open and returns to the button', async () => {
    const { context, page } = await session.openPage();
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect Wallet');
    await button.focus();
    await page.keyboard.press('Enter');
    // The modal's own dialog: a press that comes before its chunks are in shows the loading dialog first.
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('appkit-button');
    await context.close();
  });

  it("without a project id the modal shows the 'Project ID Not Configured' alert", async () => {
    const { context, page, errors } = await session.openPage();
    await page.goto(`${session.demo.url}?projectId=`);
    await page.getByTestId('appkit-button').click();
    const alert = page.getByTestId('wp-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Project ID Not Configured');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the light theme is available', async () => {
    const { context, page } = await session.openPage();
    await page.goto(`${session.demo.url}?theme=light`);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('.wp-root').getAttribute('data-theme')).toBe('light');
    await context.close();
  });
});

describe('a click before the modal\'s chunks are in', () => {
  /** The core's chunk in the demo's build (the container and the services), which the page loads by import(). */
  function coreChunk(): string {
    const chunk = session.demo.build.chunks.find((item) => item.isDynamicEntry && item.moduleIds.some((id) => /\/dist\/container-[\w-]+\.js$/.test(id)));
    if (!chunk) throw new Error('the demo build has no chunk of its own for the core');
    return `**/${chunk.fileName}`;
  }

  /** Holds the core's chunk back until the returned function is called, as a slow network would. */
  async function holdCoreChunk(page: Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(coreChunk(), async (route) => {
      await released;
      await route.fallback();
    });
    return () => release();
  }

  /** Focuses and clicks walletport's button; says whether a dialog was open when the click's handler returned. */
  const clickShowsDialogAtOnce = (page: Page): Promise<boolean> =>
    page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[data-testid="appkit-button"]');
      button?.focus();
      button?.click();
      return document.querySelector('[data-walletport-loading]')?.shadowRoot?.querySelector('dialog[open]') != null;
    });

  it('on a slow network the click shows a loading dialog at once, and the modal takes its place', async () => {
    const { context, page, errors } = await session.openPage();
    const release = await holdCoreChunk(page);
    await page.goto(session.demo.url);
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toBe('Connect Wallet');

    expect(await clickShowsDialogAtOnce(page)).toBe(true);
    const loading = page.getByRole('dialog', { name: 'Loading…' });
    await loading.waitFor();
    expect(await loading.getAttribute('aria-busy')).toBe('true');
    expect(await loading.getAttribute('aria-modal')).toBe('true');
    // Counted at every point the page could paint: one dialog, never two, never none.
    await page.evaluate(() => {
      const seen: number[] = [];
      const count = (): number =>
        document.querySelectorAll('[data-walletport-loading]').length + document.querySelectorAll('[data-walletport-modal] [role="dialog"]').length;
      new MutationObserver(() => seen.push(count())).observe(document.body, { childList: true, subtree: true });
      (window as unknown as { dialogsSeen: number[] }).dialogsSeen = seen;
    });
    release();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await loading.waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => (window as unknown as { dialogsSeen: number[] }).dialogsSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((count) => count !== 1)).toEqual([]);
    // Focus went from the loading dialog into the modal, and the modal gives it back to the button.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-walletport-modal] [role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('appkit-button');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['with the modal already in', false],
    ['after a slow first open showed the loading dialog', true],
  ])('by keyboard, a connect %s closes the modal and leaves focus on the account button', async (_, slow) => {
    const { context, page, errors } = await session.openPage();
    const release = slow ? await holdCoreChunk(page) : () => undefined;
    if (slow) await page.goto(session.demo.url);
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect Wallet');
    if (slow) {
      expect(await clickShowsDialogAtOnce(page)).toBe(true);
      release();
    } else {
      await button.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    // Tab from wherever the modal put focus to the wallet's row, then Enter on it.
    const walletRow = page.getByTestId(`wp-wallet-${WALLET}`);
    for (let presses = 0; presses < 30 && !(await walletRow.evaluate((row) => row === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toContain('0xf39F…2266');
    // The element the visitor left is the one they come back to: the same button, now naming the account.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { timeout: 10_000 }).toBe('appkit-button');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Escape closes the loading dialog, gives focus back, and the modal does not pop up when the core arrives', async () => {
    const { context, page, errors } = await session.openPage();
    const release = await holdCoreChunk(page);
    await page.goto(session.demo.url);
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect Wallet');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Loading…' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-walletport-loading'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('appkit-button');
    // The browser says the dialog closed in a task of its own: the element goes then.
    await expect.poll(() => page.locator('[data-walletport-loading]').count()).toBe(0);

    release();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-walletport-modal]') !== null), { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await button.click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the loading dialog lies inside the screen and a tap on Close closes it', async () => {
    const { context, page, errors } = await session.openPage('', IPHONE);
    const release = await holdCoreChunk(page);
    await page.goto(session.demo.url);
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect Wallet');
    await button.tap();
    const loading = page.getByRole('dialog', { name: 'Loading…' });
    await loading.waitFor();
    const box = await loading.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await loading.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => page.locator('[data-walletport-loading]').count()).toBe(0);
    release();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a 3G-like network the click shows the loading dialog at once, and the Connect view follows', async () => {
    const { context, page, errors } = await session.openPage();
    const cdp = await context.newCDPSession(page);
    // Chromium DevTools' "Fast 3G" profile (562.5 ms round trip, 1.44 Mbit/s down); without the cache, every chunk comes over it.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1000 * 1000) / 8, uploadThroughput: (0.675 * 1000 * 1000) / 8 });
    await page.goto(session.demo.url, { timeout: 60_000 });
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent(), { timeout: 60_000 }).toBe('Connect Wallet');

    expect(await clickShowsDialogAtOnce(page)).toBe(true);
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-walletport-loading]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a core chunk that fails to load shows the catalogue\'s text and Try again, which then opens the modal', async () => {
    const { context, page, errors } = await session.openPage();
    let failing = true;
    let failed = 0;
    await page.route(coreChunk(), async (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      return route.abort('connectionfailed');
    });
    await page.goto(session.demo.url);
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toBe('Connect Wallet');

    expect(await clickShowsDialogAtOnce(page)).toBe(true);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Could not load the wallet window. Check your connection.');
    const dialog = page.getByRole('dialog', { name: 'Could not load the wallet window. Check your connection.' });
    expect(await dialog.getAttribute('aria-busy')).toBe('false');
    expect(failed).toBeGreaterThan(0);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(await page.locator('[data-walletport-loading]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a wallet family's chunk that does not arrive", () => {
  /** The EVM adapter's chunk in the demo's build, fetched on the first EVM connect. */
  function evmAdapterChunk(): string {
    const chunk = session.demo.build.chunks.find((item) => item.isDynamicEntry && item.moduleIds.some((id) => /\/dist\/evm-adapter-[\w-]+\.js$/.test(id)));
    if (!chunk) throw new Error('the demo build has no chunk of its own for the EVM adapter');
    return `**/${chunk.fileName}`;
  }

  it('the connect says so in the catalogue\'s words with Try again, which connects once the network is back', async () => {
    const { context, page, errors } = await session.openPage();
    let failing = true;
    let failed = 0;
    await page.route(evmAdapterChunk(), async (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      return route.abort('connectionfailed');
    });
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await page.getByTestId(`wp-wallet-${WALLET}`).click();

    const message = page.getByTestId('wp-connect-error');
    await message.waitFor({ timeout: 30_000 });
    expect(failed).toBeGreaterThan(0);
    // The catalogue's sentence, not the browser's words about a module it could not fetch.
    expect(await message.textContent()).toBe('Connection failed. You can try again.');
    expect(await page.getByRole('dialog').textContent()).not.toMatch(/import|module|\.js\b|fetch/i);
    expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected');

    failing = false;
    await page.getByTestId('wp-retry').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 }).toBe('connected');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a view whose chunk does not arrive', () => {
  /** The All Wallets view's own chunk in the demo's build, fetched when the visitor first asks for it. */
  function allWalletsChunk(): string {
    const chunk = session.demo.build.chunks.find((item) => item.isDynamicEntry && item.moduleIds.some((id) => /AllWalletsView[\w-]*\.(js|tsx)$/.test(id)));
    if (!chunk) throw new Error('the demo build has no chunk of its own for the All Wallets view');
    return `**/${chunk.fileName}`;
  }

  const VISITS = [
    { name: 'on a desktop, in English, by keyboard', path: '', screen: {}, words: { connect: 'Connect Wallet', allWallets: 'All Wallets', back: 'Back', retry: 'Try again' } },
    { name: 'on a phone, in Arabic, by touch', path: '?locale=ar', screen: IPHONE, words: { connect: 'ربط المحفظة', allWallets: 'كل المحافظ', back: 'رجوع', retry: 'إعادة المحاولة' } },
  ] as const;

  it.each(VISITS)('$name: the dialog stays open with the catalogue text and Try again, which fetches the view once the network is back', async ({ path, screen, words }) => {
    const { context, page, errors } = await session.openPage(path, screen);
    const touch = screen === IPHONE;
    let failing = true;
    await page.route(allWalletsChunk(), (route) => (failing ? route.abort('connectionfailed') : route.fallback()));
    const press = (target: Locator): Promise<void> => (touch ? target.tap() : target.click());
    await press(page.getByTestId('appkit-button'));
    await page.getByRole('dialog', { name: words.connect }).waitFor();
    await press(page.getByTestId('wp-all-wallets-entry'));

    const dialog = page.getByRole('dialog', { name: words.allWallets });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    // The catalogue's errors read in English whatever the locale; the buttons follow it.
    expect(await alert.textContent()).toBe('Could not load the wallet window. Check your connection.');
    await expectWithinScreenWidth(alert);
    await expectWithinScreenWidth(dialog.getByRole('button', { name: words.retry }));
    // Back still works, and going there again asks again: still failing, still the same text.
    await press(dialog.getByRole('button', { name: words.back }));
    await page.getByRole('dialog', { name: words.connect }).waitFor();
    await press(page.getByTestId('wp-all-wallets-entry'));
    await alert.waitFor();

    failing = false;
    const retry = dialog.getByRole('button', { name: words.retry });
    if (touch) await retry.tap();
    else {
      await retry.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => dialog.getByTestId('wp-all-wallets-tile').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('analytics through the stand-in', () => {
  it('the flows above sent MODAL_OPEN, CONNECT_SUCCESS, SWITCH_NETWORK and DISCONNECT_SUCCESS to POST /e', () => {
    const events = session.analyticsEvents();
    for (const name of ['MODAL_OPEN', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE']) {
      expect(events).toContain(name);
    }
    expect(events).not.toContain('MODAL_CREATED');
  });
});

describe('lazy chain code', () => {
  it('the demo build, on all five families, keeps every chain SDK and signing library out of the first JavaScript', () => {
    // The demo configures each family whose local chain its page is told about, so every SDK is in the build,
    // each behind its dynamic import; an EVM-only site's bundle is checked in vite.consumer.ts.
    const all = session.demo.build.chunks.flatMap((chunk) => chunk.moduleIds);
    const entry = session.demo.build.chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const initial = new Set([entry!.fileName, ...entry!.imports]);
    const initialModules = session.demo.build.chunks.filter((c) => initial.has(c.fileName)).flatMap((c) => c.moduleIds);
    expect(initialModules.filter((id) => /node_modules\/(@polkadot|bitcoinjs-lib|@cosmjs|@scure\/sr25519)\//.test(id))).toEqual([]);
    // Polkadot and Cosmos have no SDK of their own here: sr25519 signing and the bank query's protobuf code stand for them.
    for (const sdk of ['node_modules/viem/', 'node_modules/@solana/web3.js/', 'node_modules/@scure/sr25519/', 'node_modules/bitcoinjs-lib/', 'node_modules/cosmjs-types/']) {
      expect(initialModules.some((id) => id.includes(sdk)), sdk).toBe(false);
      expect(all.some((id) => id.includes(sdk)), sdk).toBe(true);
    }
    // A Polkadot or Cosmos balance is one JSON-RPC read decoded in place: neither client library is built in.
    for (const client of ['node_modules/@polkadot/api/', 'node_modules/@cosmjs/stargate/']) expect(all.some((id) => id.includes(client)), client).toBe(false);
  });
});
