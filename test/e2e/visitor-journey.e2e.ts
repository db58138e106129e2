import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCatalogue } from '../../presentation/i18n/locale-catalogues.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { checkStep, press, typeInto, word, wordPattern, type JourneyRun } from './journey-checks.ts';
import { DIALOG } from './view-tour.ts';
import { VISITORS, visitorQuery } from './journey-visitors.ts';

/*
 * A visitor's walk through the modal on the packed package: connect the Demo Wallet, read the account,
 * switch network, send on the second network (checked on chain), disconnect. Four visitors cover each
 * pair of screen (phone 390×844 with mobile emulation, desktop), theme, language (English, Arabic) and
 * hand (mouse, keyboard only). Every step is pictured and checked by journey-checks.ts. The other walks
 * (each chain family, ERC-20, SIWX, the embedded wallet, WalletConnect) are visitor-journey-families.e2e.ts'.
 */

const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
let session: BrowserSession;
let arabic: LocaleCatalogue;

beforeAll(async () => {
  session = await startBrowserSession();
  arabic = (await import('../../presentation/i18n/locales/ar.ts')).default;
});

afterAll(async () => {
  await session?.stop();
});

async function balanceOn(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  });
  return BigInt(((await response.json()) as { result: string }).result);
}

describe('a visitor walks the modal', () => {
  for (const visitor of VISITORS) {
    it(`${visitor.name}: connect, account, switch network, send on chain, disconnect`, async () => {
      const { context, page, errors, blocked } = await session.openPage(visitorQuery(visitor), visitor.screen);
      const run: JourneyRun = { name: visitor.name, page, errors, words: visitor.locale === 'ar' ? arabic : undefined, keyboard: visitor.keyboard, step: 0 };
      const dialog = page.locator(DIALOG);

      await press(run, page.getByRole('button', { name: word(run, 'button.connect') }));
      await page.getByRole('dialog', { name: word(run, 'title.Connect') }).waitFor();
      await checkStep(run, 'connect-view');

      await press(run, dialog.getByRole('button', { name: /Demo Wallet/ }));
      await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
      await dialog.waitFor({ state: 'detached' });
      await checkStep(run, 'connected');

      await press(run, page.getByRole('button', { name: /0xf39F/ }));
      await page.getByRole('dialog', { name: word(run, 'title.Account') }).waitFor();
      await expect.poll(() => dialog.getByText(/10000\.000/).count()).toBeGreaterThan(0);
      await checkStep(run, 'account');

      await press(run, dialog.getByRole('button', { name: wordPattern(run, 'networks.headerButton') }));
      await page.getByRole('dialog', { name: word(run, 'title.Networks') }).waitFor();
      await checkStep(run, 'networks');
      await press(run, dialog.getByRole('button', { name: /Anvil Local 2/ }));
      await page.getByRole('dialog', { name: word(run, 'title.Account') }).waitFor();
      await expect.poll(() => page.getByTestId('demo-network').textContent(), { timeout: 15_000 }).toBe('eip155:31338');
      await checkStep(run, 'switched');

      const before = await balanceOn(session.demo.chains[1]!.rpcUrl, RECEIVER);
      await press(run, dialog.getByRole('button', { name: word(run, 'account.feature.send') }));
      await page.getByRole('dialog', { name: word(run, 'title.WalletSend') }).waitFor();
      await typeInto(run, dialog.getByLabel(word(run, 'send.amount'), { exact: true }), '0.5');
      await typeInto(run, dialog.getByLabel(word(run, 'send.to'), { exact: true }), RECEIVER);
      await checkStep(run, 'send-form');
      await press(run, dialog.getByRole('button', { name: word(run, 'send.submit'), exact: true }));
      await dialog.getByText(word(run, 'send.sent')).waitFor({ timeout: 30_000 });
      await checkStep(run, 'sent');
      expect(await balanceOn(session.demo.chains[1]!.rpcUrl, RECEIVER) - before).toBe(500_000_000_000_000_000n);

      await press(run, dialog.getByRole('button', { name: word(run, 'send.backToAccount') }));
      await page.getByRole('dialog', { name: word(run, 'title.Account') }).waitFor();
      await press(run, dialog.getByRole('button', { name: word(run, 'account.disconnect'), exact: true }));
      await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('disconnected');
      await page.getByRole('dialog', { name: word(run, 'title.Connect') }).waitFor();
      await checkStep(run, 'disconnected');

      expect(blocked).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
