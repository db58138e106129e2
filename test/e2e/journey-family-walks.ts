import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { checkStep, press, tabTo, word, wordPattern, wordWith, type JourneyRun } from './journey-checks.ts';
import type { JourneyWalk } from './journey-stage.ts';
import { DIALOG } from './view-tour.ts';

/**
 * The visitor's walks through the chain families with the Demo Wallet the demo brings: each family
 * refused in the wallet then connected with Try again, and all of them at once. The families' wallets
 * load apart from the page's first JavaScript, so their choices are waited for.
 */

export type OtherFamily = Exclude<ChainNamespace, 'eip155'>;
export const OTHER_FAMILIES: readonly OtherFamily[] = ['solana', 'polkadot', 'bip122', 'cosmos'];

/** What the host page prints from the hooks (its own words, not the modal's). */
export const hostSays = (page: Page, field: 'status' | 'network' | 'address') => page.getByTestId(`demo-${field}`).textContent();
const namespaceInUse = async (page: Page): Promise<string> => ((await hostSays(page, 'network')) ?? '').split(':')[0] ?? '';

/** The page's own Connect button opens the modal on Connect. */
export async function openConnect(run: JourneyRun): Promise<void> {
  await press(run, run.page.getByRole('button', { name: word(run, 'button.connect'), exact: true }).first());
  await run.page.getByRole('dialog', { name: word(run, 'title.Connect') }).waitFor();
}

/** The host page's "Open Account view" button opens the modal on Account. */
export async function openAccount(run: JourneyRun): Promise<void> {
  const account = run.page.getByRole('dialog', { name: word(run, 'title.Account') });
  if (await account.count()) return;
  // The modal left open on another view is closed first, as the visitor would, to reach the page.
  if (await run.page.getByRole('dialog').count()) {
    await run.page.keyboard.press('Escape');
    await run.page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await press(run, run.page.getByRole('button', { name: 'Open Account view' }));
  await account.waitFor();
}

function chainChoice(run: JourneyRun): Locator {
  return run.page.locator(DIALOG).getByRole('list', { name: wordWith(run, 'connect.chainChoice.label', { name: 'Demo Wallet' }) });
}

/** The alert of the view that has something to say (the snackbar's live region stays empty). */
export const shownAlert = (run: JourneyRun): Locator => run.page.locator(DIALOG).getByRole('alert').filter({ hasText: /\S/ });

/**
 * Connects `families` one after another: the first from the Demo Wallet's choice, the next ones with
 * the Account view's "Also connect a wallet for …". Each is refused in the wallet first: one catalogue
 * text with Try again, the families connected before untouched; then Try again, accepted, connects it.
 */
export async function refuseThenConnectEach(walk: JourneyWalk, families: readonly OtherFamily[]): Promise<void> {
  const { run } = walk;
  const dialog = run.page.locator(DIALOG);
  for (const [index, family] of families.entries()) {
    const before = { status: await hostSays(run.page, 'status'), network: await hostSays(run.page, 'network') };
    walk.answer = 'dismiss';
    const prompted = walk.prompts.length;
    if (index === 0) {
      await openConnect(run);
      await press(run, dialog.getByRole('button', { name: /Demo Wallet/ }));
      const choice = chainChoice(run).getByRole('button', { name: new RegExp(`^${word(run, `family.${family}`)}`) });
      await choice.waitFor({ timeout: 15_000 });
      await checkStep(run, 'chain-choice');
      await press(run, choice);
    } else {
      await openAccount(run);
      await press(run, dialog.getByRole('button', { name: wordWith(run, 'account.connectFamily', { family: word(run, `family.${family}`) }) }));
      await run.page.getByRole('dialog', { name: word(run, 'title.Connect') }).waitFor();
      await press(run, dialog.getByRole('button', { name: /Demo Wallet/ }));
    }
    await shownAlert(run).waitFor({ timeout: 10_000 });
    expect(await shownAlert(run).textContent()).toBe(ERRORS.USER_REJECTED.message);
    expect(walk.prompts.length - prompted).toBe(1);
    await checkStep(run, `${family}-refused`);
    expect({ status: await hostSays(run.page, 'status'), network: await hostSays(run.page, 'network') }).toEqual(before);

    walk.answer = 'accept';
    await press(run, dialog.getByRole('button', { name: word(run, 'common.retry'), exact: true }));
    await expect.poll(() => namespaceInUse(run.page), { timeout: 20_000 }).toBe(family);
    expect(await hostSays(run.page, 'status')).toBe('connected');
    // The modal closes a moment after the hooks say connected: the visitor sees it go before going on.
    await run.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
    await checkStep(run, `${family}-connected`);
  }
  // Every family connected before is still there, one press away.
  await openAccount(run);
  for (const family of families.slice(0, -1)) {
    await dialog.getByRole('button', { name: wordWith(run, 'account.switchToFamily', { family: word(run, `family.${family}`) }) }).waitFor();
  }
  const active = families.at(-1);
  if (active) await checkAccountExplorerLink(run, active);
  await checkStep(run, 'account-families');
  await press(run, dialog.getByRole('button', { name: word(run, 'account.disconnect'), exact: true }));
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('disconnected');
  await checkStep(run, 'disconnected');
}

/**
 * The account's page on each demo network's block explorer: Solscan's devnet cluster and Westend's
 * Subscan; the local Bitcoin regtest node and the Cosmos test chain name no explorer, so no link.
 */
const ACCOUNT_EXPLORERS: Readonly<Record<OtherFamily, { readonly name: string; readonly href: RegExp } | undefined>> = {
  solana: { name: 'Solscan', href: /^https:\/\/solscan\.io\/account\/[1-9A-HJ-NP-Za-km-z]{32,44}\?cluster=devnet$/ },
  polkadot: { name: 'Subscan', href: /^https:\/\/westend\.subscan\.io\/account\/5[1-9A-HJ-NP-Za-km-z]{47}$/ },
  bip122: undefined,
  cosmos: undefined,
};

/** The Account view's explorer link for the family in use: its name, where it goes, reached as the visitor reaches things; never followed. */
async function checkAccountExplorerLink(run: JourneyRun, family: OtherFamily): Promise<void> {
  const explorer = ACCOUNT_EXPLORERS[family];
  const dialog = run.page.locator(DIALOG);
  if (!explorer) {
    expect(await dialog.getByRole('link', { name: wordPattern(run, 'account.viewOnExplorer') }).count()).toBe(0);
    return;
  }
  const link = dialog.getByRole('link', { name: wordWith(run, 'account.viewOnExplorer', { explorer: explorer.name }) });
  if (run.keyboard) await tabTo(run.page, link);
  expect(await link.getAttribute('href')).toMatch(explorer.href);
  expect(await link.getAttribute('target')).toBe('_blank');
}

/** The Demo Wallet's "All of them": every family connects, the visitor switches through each, disconnects. */
export async function connectAllAtOnce(walk: JourneyWalk): Promise<void> {
  const { run } = walk;
  const dialog = run.page.locator(DIALOG);
  await openConnect(run);
  await press(run, dialog.getByRole('button', { name: /Demo Wallet/ }));
  const all = chainChoice(run).getByRole('button', { name: new RegExp(`^${word(run, 'connect.chainChoice.all')}`) });
  await all.waitFor({ timeout: 15_000 });
  // Every family's choice is there before "All of them" means all five.
  for (const family of OTHER_FAMILIES) await chainChoice(run).getByRole('button', { name: new RegExp(`^${word(run, `family.${family}`)}`) }).waitFor({ timeout: 15_000 });
  await checkStep(run, 'chain-choice');
  walk.answer = 'accept';
  const prompted = walk.prompts.length;
  await press(run, all);
  // The modal stays open on each family's prompt, and closes once the last is answered.
  await run.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 });
  expect(walk.prompts.length - prompted).toBe(OTHER_FAMILIES.length);
  expect(await hostSays(run.page, 'status')).toBe('connected');
  expect(await hostSays(run.page, 'network')).toBe('eip155:31337');
  await checkStep(run, 'all-connected');

  await openAccount(run);
  for (const family of OTHER_FAMILIES) {
    await press(run, dialog.getByRole('button', { name: wordWith(run, 'account.switchToFamily', { family: word(run, `family.${family}`) }) }));
    await expect.poll(() => namespaceInUse(run.page), { timeout: 15_000 }).toBe(family);
    await run.page.getByRole('dialog', { name: word(run, 'title.Account') }).waitFor();
    await checkAccountExplorerLink(run, family);
    await checkStep(run, `account-${family}`);
  }
  await press(run, dialog.getByRole('button', { name: word(run, 'account.disconnect'), exact: true }));
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('disconnected');
  await checkStep(run, 'disconnected');
}
