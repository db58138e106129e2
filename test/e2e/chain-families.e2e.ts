import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import { verifySiwxSession } from '../../infrastructure/siwx/entry.ts';
import { launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startFamilyStandIns, FAMILIES, familyWalletConfig, type FamilyStandIns } from './family-stand-ins.ts';
import { openDemoPage } from './browser-session.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

const DEMO_WALLET = 'dev.walletport.demo';
let demo: RunningDemo;
let standIns: FamilyStandIns;
let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoSite();
  standIns = await startFamilyStandIns();
  // The same demo build, told about every family's local chain: a site on all five families.
  server = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, ...standIns.demoConfig } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIns?.stop();
  await demo?.stop();
});

async function openSite(query = '', contextOptions: BrowserContextOptions = {}) {
  const wallet = { chains: { '31337': demo.chains[0]!.rpcUrl, '31338': demo.chains[1]!.rpcUrl }, initialChainId: 31337, ...familyWalletConfig(standIns) };
  const opened = await openDemoPage(browser, `${server.url}${query}`, wallet, contextOptions);
  return { ...opened, close: () => opened.context.close() };
}

async function storedSessions(page: Page): Promise<SiwxSession[]> {
  const raw = await page.evaluate(() => window.localStorage.getItem('@appkit/siwx'));
  return raw ? (JSON.parse(raw) as SiwxSession[]) : [];
}

describe('Polkadot, Bitcoin and Cosmos in the modal, in a real browser on the packed package', () => {
  for (const family of FAMILIES) {
    it(`${family.label}: connect, the address in the network's format, sign in, a reload restores it, disconnect`, async () => {
      const { page, errors, blocked, close } = await openSite('?siwx');
      await page.getByTestId('appkit-button').click();
      // One Demo Wallet tile for every family: it asks which one. Each family's discovery announces the
      // wallet on its own, and the tile names the families announced so far: a click before this one's
      // would connect the others.
      const tile = page.getByTestId(`wp-wallet-${DEMO_WALLET}`);
      await expect.poll(() => tile.textContent(), { timeout: 15_000 }).toContain(family.label);
      await tile.click();
      await page.getByTestId(`wp-wallet-chain-${DEMO_WALLET}-${family.namespace}`).click();
      await page.getByTestId('wp-siwx-sign').click();
      await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
      expect(await page.getByTestId('demo-address').textContent()).toBe(family.address);
      expect(await page.getByTestId('demo-network').textContent()).toBe(family.network.caipNetworkId);

      // The session the page stored is one a dApp's server accepts. The account is connected before the
      // signature comes back, so the session is waited for.
      const sessionOnNetwork = async () => (await storedSessions(page)).find((item) => item.data.chainId === family.network.caipNetworkId);
      await expect.poll(sessionOnNetwork, { timeout: 15_000 }).toBeDefined();
      const session = await sessionOnNetwork();
      expect(session?.data.accountAddress).toBe(family.address);
      expect(session?.message).toContain(`wants you to sign in with your ${family.label} account:`);
      // The demo page makes its own nonce; this stands for the server that would have issued it.
      const context = {
        domain: new URL(server.url).host, uri: server.url, nonce: session?.data.nonce ?? '',
        chainIds: [family.network.caipNetworkId], maxAgeSeconds: 300,
      };
      await expect(verifySiwxSession(session as SiwxSession, context)).resolves.toBe(true);
      await expect(verifySiwxSession({ ...(session as SiwxSession), message: `${session?.message ?? ''} ` }, context))
        .rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });

      // The balance comes from the family's local chain.
      await expect.poll(() => page.getByTestId('appkit-button').textContent(), { timeout: 15_000 }).toMatch(family.balance);

      await page.reload();
      await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
      expect(await page.getByTestId('demo-address').textContent()).toBe(family.address);
      // Signed in already: the reload asks for no second signature.
      expect(await page.getByTestId('wp-siwx-sign').count()).toBe(0);

      await page.getByTestId('appkit-button').click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      expect(await page.getByTestId('wp-account-network').textContent()).toBe(family.network.name);
      expect(await page.getByTestId('wp-account-address').getAttribute('title')).toBe(family.address);
      await page.getByTestId('wp-disconnect').click();
      await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected');
      await page.reload();
      await page.getByTestId('appkit-button').waitFor();
      expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected');
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
      await close();
    }, 90_000);
  }

  it('asks for the family under the wallet\'s row, captioned and set apart from the wallets, on a desktop and a phone, by keyboard', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      const { page, errors, close } = await openSite('', { viewport });
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      const dialog = page.getByRole('dialog');
      const tile = dialog.getByRole('button', { name: /Demo Wallet/ });
      await expect.poll(() => tile.textContent(), { timeout: 15_000 }).toContain('Cosmos');
      await tile.focus();
      await page.keyboard.press('Enter');
      expect(await tile.getAttribute('aria-expanded')).toBe('true');
      // The caption the visitor reads is the name the list is announced by.
      const caption = dialog.getByText('Connect Demo Wallet on', { exact: true });
      expect(await caption.isVisible(), `${viewport.width} px wide`).toBe(true);
      const choices = dialog.getByRole('list', { name: 'Connect Demo Wallet on' }).getByRole('button');
      expect(await choices.allTextContents()).toEqual(['Ethereum and EVM', 'Solana', 'Polkadot', 'Bitcoin', 'Cosmos', 'All of them']);
      const [row, first] = await Promise.all([tile.elementHandle(), choices.first().elementHandle()]);
      if (!row || !first) throw new Error('the wallet row or its first choice is not on the page');
      // Both boxes in one frame: the phone's sheet grows and scrolls as the list opens, so boxes read in
      // two round trips can come from two layouts. The poll waits for the sheet to settle.
      const placement = () =>
        page.evaluate(([wallet, choice]) => {
          const a = wallet.getBoundingClientRect();
          const b = choice.getBoundingClientRect();
          return { gap: b.top - a.bottom, indent: b.left - a.left };
        }, [row, first] as const);
      // Set apart: below the row with a gap, and indented under it rather than lined up with the wallets.
      await expect.poll(async () => (await placement()).gap, { message: `${viewport.width} px wide` }).toBeGreaterThanOrEqual(8);
      expect((await placement()).indent, `${viewport.width} px wide`).toBeGreaterThanOrEqual(12);
      // By keyboard: Tab goes from the wallet's row to its first family.
      await tile.focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ethereum and EVM');
      expect(errors).toEqual([]);
      await close();
    }
  }, 90_000);

  it('connects all five families at once, switches through them, and disconnects them one by one', async () => {
    const { page, errors, blocked, close } = await openSite();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId(`wp-wallet-${DEMO_WALLET}`).click();
    await page.getByTestId(`wp-wallet-chain-${DEMO_WALLET}-all`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');

    // The wallet's first family is the one in use once all five are connected.
    expect(await page.getByTestId('demo-network').textContent()).toBe('eip155:31337');
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    // Every family's network is in the picker, grouped by family.
    await page.getByTestId('wp-header-network').click();
    for (const family of FAMILIES) await page.getByTestId(`wp-network-group-${family.namespace}`).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    // Choosing another connected family's account switches namespace.
    for (const family of FAMILIES) {
      await page.getByTestId(`wp-switch-namespace-${family.namespace}`).click();
      await expect.poll(() => page.getByTestId('wp-account-network').textContent()).toBe(family.network.name);
      expect(await page.getByTestId('wp-account-address').getAttribute('title')).toBe(family.address);
    }
    await page.getByTestId('wp-switch-namespace-solana').click();
    await expect.poll(() => page.getByTestId('wp-account-network').textContent()).toBe('Solana Devnet');
    await page.getByTestId('wp-switch-namespace-eip155').click();
    await expect.poll(() => page.getByTestId('wp-account-network').textContent()).toBe('Anvil Local');

    // One family at a time, the active one: each disconnect leaves the others connected, until one is left.
    const namespaceInUse = async (): Promise<string> => ((await page.getByTestId('demo-network').textContent()) ?? '').split(':')[0] ?? '';
    for (let connected = 5; connected > 1; connected--) {
      const active = await namespaceInUse();
      await page.getByTestId(`wp-disconnect-${active}`).click();
      await expect.poll(namespaceInUse).not.toBe(active);
      expect(await page.getByTestId('demo-status').textContent()).toBe('connected');
      // The modal stays on the Account view, now of the family in use.
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await expect.poll(() => page.locator('[data-testid^="wp-switch-namespace-"]').count()).toBe(connected - 2);
    }
    await page.getByTestId('wp-disconnect').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected');
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await close();
  }, 120_000);
});
