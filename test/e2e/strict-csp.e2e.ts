import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';

const WALLET = 'dev.walletport.demo';

/**
 * What a site locking its page down would send: nothing inline, no eval, styles only from its own
 * origin ('report-sample' allows nothing more; it puts the refused text in each report). connect-src names the loopback stand-ins (chains, remote services, relay) on their own ports;
 * img-src adds what wallet images are by nature: EIP-6963 icons are data: URIs, directory images object URLs.
 */
const POLICY = [
  "default-src 'self'",
  "style-src 'self' 'report-sample'",
  "script-src 'self' 'report-sample'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "img-src 'self' data: blob:",
].join('; ');

/** One hundred characters without a space, as long as an announcement's name may be. */
const LONG_NAME = 'W'.repeat(100);
/** Shown as "SafeWallet" by a browser honouring the override, which hides the name's true text. */
const OVERRIDDEN_NAME = 'Safe\u202EtellaW';

/** A page style of the test's own, which the policy must refuse; its hash tells its console error apart. */
const PROBE_CSS = 'body{outline-color:rgb(1, 2, 3)}';
const PROBE_HASH = createHash('sha256').update(PROBE_CSS).digest('base64');

/** Collects every CSP violation the page reports, from before its first script runs. */
const VIOLATION_RECORDER = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sample || ''));
  }, true);
})();`;

/** Two extra wallets announced by the page: one with the longest name allowed, one with a bidi override. */
const ODD_NAMES_SCRIPT = `(() => {
  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
  const provider = { request: async () => [], on() {}, removeListener() {} };
  const wallets = [
    { info: { uuid: 'long-uuid', name: ${JSON.stringify(LONG_NAME)}, icon, rdns: 'io.longname' }, provider },
    { info: { uuid: 'rlo-uuid', name: ${JSON.stringify(OVERRIDDEN_NAME)}, icon, rdns: 'io.override' }, provider },
  ];
  const announce = () => wallets.forEach((detail) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;

let session: BrowserSession;
/** The same demo build and stand-ins, its page sent with the policy as a header, as the site's server would. */
let strictServer: DemoServer;
/** A wallet on the other end of the relay, started by the test that pairs. */
let walletConnectWallet: WalletConnectTestWallet | undefined;

beforeAll(async () => {
  session = await startBrowserSession();
  strictServer = await startDemoServer({
    directory: session.demo.build.outDir,
    port: 0,
    config: session.demo.config,
    pageHeaders: { 'content-security-policy': POLICY },
  });
});

afterAll(async () => {
  await strictServer?.stop();
  await walletConnectWallet?.stop();
  await session?.stop();
});

interface StrictPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  /** CSP errors the browser wrote to the console (they come with or without the DOM event). */
  readonly consoleViolations: string[];
  violations(): Promise<string[]>;
}

/** The demo page under the strict policy, with the test wallet and the given scripts of the page's own. */
async function openStrictPage(extraScripts: readonly string[] = []): Promise<StrictPage> {
  const { context, page, errors } = await session.openPage();
  await context.addInitScript({ content: VIOLATION_RECORDER });
  for (const script of extraScripts) await context.addInitScript({ content: script });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  const response = await page.goto(strictServer.url);
  if (response?.headers()['content-security-policy'] !== POLICY) throw new Error('the page came without the policy');
  const violations = (): Promise<string[]> => page.evaluate('window.__cspViolations') as Promise<string[]>;
  return { context, page, errors, consoleViolations, violations };
}

/** Layout figures of the open dialog, read in the page. */
function dialogBox(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    const backdrop = dialog.parentElement;
    return {
      backdropPosition: backdrop ? getComputedStyle(backdrop).position : '',
      width: dialog.getBoundingClientRect().width,
      right: dialog.getBoundingClientRect().right,
      scrollWidth: dialog.scrollWidth,
      clientWidth: dialog.clientWidth,
    };
  });
}

describe('a page with a strict Content-Security-Policy', () => {
  it('the modal is styled, connects a wallet and causes no CSP violation', async () => {
    const { context, page, errors, consoleViolations, violations } = await openStrictPage();
    // The policy is really in force: an inline style element of the page's own is refused.
    const probeApplied = await page.evaluate((css) => {
      const probe = document.createElement('style');
      probe.textContent = css;
      document.head.append(probe);
      const applied = getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)';
      probe.remove();
      return applied;
    }, PROBE_CSS);
    expect(probeApplied).toBe(false);
    const isProbe = (text: string): boolean => text.includes('outline-color') || text.includes(PROBE_HASH);
    await expect.poll(async () => (await violations()).filter(isProbe).length).toBe(1);
    await expect.poll(() => consoleViolations.filter(isProbe).length).toBe(1);

    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    const connectBox = await dialogBox(page);

    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toBe('10000.000 ETH');
    const accountBox = await dialogBox(page);

    const seen = [...(await violations()), ...consoleViolations].filter((text) => !isProbe(text));
    console.log(`[csp] violations caused by walletport: ${seen.length}${seen.length ? `\n${seen.join('\n')}` : ''}`);
    expect(seen).toEqual([]);
    // Styled: the backdrop covers the viewport and the dialog has the spec's width (unstyled, it fills the page's flow).
    expect(connectBox.backdropPosition).toBe('fixed');
    expect(connectBox.width).toBe(360);
    expect(accountBox.backdropPosition).toBe('fixed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 100-character name is cut with an ellipsis and a bidi override is dropped: the dialog keeps its width', async () => {
    const { context, page, errors, consoleViolations, violations } = await openStrictPage([ODD_NAMES_SCRIPT]);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    const longRow = page.getByTestId('wp-wallet-io.longname');
    const overrideRow = page.getByTestId('wp-wallet-io.override');
    await longRow.waitFor();
    await overrideRow.waitFor();

    const box = await dialogBox(page);
    expect(box.width).toBe(360);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const rowRight = await longRow.evaluate((row) => row.getBoundingClientRect().right);
    expect(rowRight).toBeLessThanOrEqual(box.right);
    // Cut by CSS, not in the text: the whole name is still there for assistive technology.
    expect(await longRow.textContent()).toContain(LONG_NAME);
    const nameText = await longRow.evaluate((row) => {
      // The name's own element cuts it (a <bdi class="wp-name">); a row without one relies on its text span.
      const text = row.querySelector<HTMLElement>('.wp-name') ?? row.querySelector<HTMLElement>(':scope > span');
      return text ? { textOverflow: getComputedStyle(text).textOverflow, cut: text.scrollWidth > text.clientWidth } : undefined;
    });
    expect(nameText).toEqual({ textOverflow: 'ellipsis', cut: true });

    expect(await overrideRow.textContent()).toContain('SafetellaW');
    expect(await overrideRow.textContent()).not.toContain('\u202E');

    expect(await violations()).toEqual([]);
    expect(consoleViolations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the site’s AppKit theme variables reach the modal and the buttons, through CSSOM, with nothing refused', async () => {
    const { context, page, errors, consoleViolations, violations } = await openStrictPage();
    // As a site's own code would call it at run time (the page's script, loaded from its own origin).
    await page.evaluate(() => {
      const kit = (window as unknown as { __WALLETPORT_APPKIT__?: { setThemeVariables(variables: Record<string, string | number>): void } }).__WALLETPORT_APPKIT__;
      if (!kit) throw new Error('the demo exposes no instance');
      kit.setThemeVariables({ '--w3m-accent': '#ff00aa', '--w3m-border-radius-master': '2px', '--w3m-z-index': 777 });
    });
    // A custom element as a site's markup would hold it (createAppKit defines them).
    await page.evaluate(() => document.body.append(document.createElement('appkit-connect-button')));
    const buttonBackground = () =>
      page.evaluate(() => {
        const button = document.querySelector('appkit-connect-button')?.shadowRoot?.querySelector('button');
        return button ? getComputedStyle(button).backgroundColor : '';
      });
    await expect.poll(buttonBackground).toBe('rgb(255, 0, 170)');

    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    const modal = await page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('[data-walletport-modal] .wp-root');
      const dialog = root?.querySelector<HTMLElement>('[role="dialog"]');
      if (!root || !dialog?.parentElement) throw new Error('no modal');
      // An element of the modal's own kind, to read what its rules make of the accent.
      const link = document.createElement('button');
      link.className = 'wp-link';
      root.append(link);
      const linkColour = getComputedStyle(link).color;
      link.remove();
      return {
        linkColour,
        dialogRadius: getComputedStyle(dialog).borderTopLeftRadius,
        backdropZIndex: getComputedStyle(dialog.parentElement).zIndex,
      };
    });
    expect(modal).toEqual({ linkColour: 'rgb(255, 0, 170)', dialogRadius: '12px', backdropZIndex: '777' });

    expect([...(await violations()), ...consoleViolations]).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('WalletConnect pairs under the policy: the QR code draws, the relay connects, and nothing is refused', async () => {
    const { context, page, errors, consoleViolations, violations } = await openStrictPage();
    const [chainA, chainB] = session.demo.chains;
    walletConnectWallet = await WalletConnectTestWallet.create({ relayUrl: session.demo.relay.url, chains: { '31337': chainA!.rpcUrl, '31338': chainB!.rpcUrl } });
    await page.getByTestId('appkit-button').click();
    const tiles = page.getByRole('list', { name: 'Recommended wallets' }).getByRole('button');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    await tiles.first().click();
    const qr = page.getByTestId('wp-wc-qr');
    await qr.waitFor({ state: 'attached', timeout: 15_000 });
    await page.locator('[data-testid="wp-wc-qr"] svg path').waitFor({ state: 'attached' });
    await walletConnectWallet.pair((await qr.getAttribute('data-uri')) ?? '');
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toContain(ANVIL_ACCOUNT_0.slice(0, 6));

    const seen = [...(await violations()), ...consoleViolations];
    console.log(`[csp] violations during a WalletConnect pairing: ${seen.length}${seen.length ? `\n${seen.join('\n')}` : ''}`);
    expect(seen).toEqual([]);
    expect(errors).toEqual([]);
    await walletConnectWallet.disconnectAll();
    await context.close();
  });
});
