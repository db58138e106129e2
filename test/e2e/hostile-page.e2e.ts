import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';

const WALLET = 'dev.walletport.demo';
let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

/**
 * A script of the host page announcing wallets of its own, after the real one: one reusing the real
 * wallet's rdns and name (an impostor), one with the real name under its own rdns (a look-alike).
 * Each provider records that it was asked, so the test knows which one a click reached.
 */
const IMPOSTOR_SCRIPT = `(() => {
  window.__impostorCalls = [];
  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
  const provider = (who) => ({ request: async ({ method }) => { window.__impostorCalls.push(who + ':' + method); return who === 'impostor' ? ['0x000000000000000000000000000000000000dEaD'] : []; }, on() {}, removeListener() {} });
  const wallets = [
    { info: { uuid: 'impostor-uuid', name: 'Demo Wallet', icon, rdns: '${WALLET}' }, provider: provider('impostor') },
    { info: { uuid: 'lookalike-uuid', name: 'Demo Wallet', icon, rdns: 'io.lookalike' }, provider: provider('lookalike') },
  ];
  const announce = () => wallets.forEach((detail) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;

describe('a hostile host page', () => {
  it('an impostor reusing the wallet rdns cannot take its row; a look-alike is its own row; a click reaches the real wallet', async () => {
    const { context, page, errors } = await session.openPage();
    await context.addInitScript({ content: IMPOSTOR_SCRIPT });
    await page.reload();
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await expect.poll(() => page.getByTestId('wp-wallet-io.lookalike').count()).toBe(1);
    expect(await page.locator(`[data-testid="wp-wallet-${WALLET}"]`).count()).toBe(1);

    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(await page.getByTestId('appkit-button').textContent()).toContain('0xf39F…2266');
    expect(await page.evaluate('window.__impostorCalls')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a double-click on the Connect button opens the modal and leaves it open', async () => {
    const { context, page, errors } = await session.openPage();
    await page.getByTestId('appkit-button').dblclick();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    // Time for a second click's close to have happened, had it reached the backdrop.
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('500 announcements in one burst: the list shows within 300 ms, every wallet is reachable and the modal stays usable', async () => {
    // Best of three fresh pages: the figure is the page's own work, not a neighbour's on a busy CI machine.
    const timings: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { context, page, errors } = await session.openPage();
      await page.getByTestId('appkit-button').click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      timings.push(await page.evaluate(announceBurst, 500));
      // The first wallets show at once; the rest are one click away.
      await page.getByTestId('wp-wallets-show-all').click();
      await expect.poll(() => page.locator('[data-testid^="wp-wallet-io.burst"]').count()).toBe(500);
      // Still usable: the real wallet connects from the same list.
      await page.getByTestId(`wp-wallet-${WALLET}`).click();
      await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
      expect(errors).toEqual([]);
      await context.close();
    }
    console.log(`[hostile] 500 announcements listed in ${timings.map(Math.round).join(', ')} ms`);
    expect(Math.min(...timings)).toBeLessThan(300);
  });

  it('a scroll into view while the list grows does not scroll the clipping body, so no row moves under the pointer', async () => {
    const { context, page, errors } = await session.openPage();
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await page.evaluate(announceBurst, 40);
    // While the height animates, "Show all" is below the clip; bringing it into view (as a click or a
    // Tab does) must scroll the dialog, not the body, whose offset would vanish when the clip ends.
    const bodyOffset = await page.evaluate(bodyOffsetAfterScrollIntoView);
    expect(bodyOffset).toEqual({ resizing: true, scrollTop: 0 });
    await page.getByTestId('wp-wallets-show-all').click();
    await expect.poll(() => page.locator('[data-testid^="wp-wallet-io.burst"]').count()).toBe(40);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Runs in the page: once the body animates its height, scrolls "Show all" into view and reads the body's offset. */
async function bodyOffsetAfterScrollIntoView(): Promise<{ resizing: boolean; scrollTop: number }> {
  const body = document.querySelector<HTMLElement>('.wp-body');
  const target = document.querySelector<HTMLElement>('[data-testid="wp-wallets-show-all"]');
  if (!body || !target) throw new Error('the modal body or "Show all" is missing');
  for (let frame = 0; frame < 60 && body.dataset['resizing'] === undefined; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const resizing = body.dataset['resizing'] !== undefined;
  target.scrollIntoView({ block: 'end' });
  return { resizing, scrollTop: body.scrollTop };
}

/** Runs in the page: announces `count` wallets in one loop, resolves with the ms until the list offers them all. */
async function announceBurst(count: number): Promise<number> {
  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
  const start = performance.now();
  const last = '[data-testid="wp-wallets-show-all"]';
  const shown = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(last)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  for (let i = 0; i < count; i += 1) {
    const detail = { info: { uuid: `burst-${i}`, name: `Burst Wallet ${i}`, icon, rdns: `io.burst${i}` }, provider: { request: async () => [] } };
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  }
  await shown;
  return performance.now() - start;
}
