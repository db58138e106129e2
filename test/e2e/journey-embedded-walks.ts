import { expect } from 'vitest';
import { catalogueMessage } from '../../domain/errors/catalogue.ts';
import { waitForOtp } from '../embedded/development-mailbox.ts';
import { FARCASTER_TEST_USERNAME } from '../stand-ins/farcaster-relay.ts';
import { checkStep, press, typeInto, word, wordWith } from './journey-checks.ts';
import { hostSays, openAccount, openConnect, shownAlert } from './journey-family-walks.ts';
import type { JourneyWalk } from './journey-stage.ts';
import { DIALOG } from './view-tour.ts';

/**
 * The visitor's walks with the embedded wallet, each from a fresh browser profile: the e-mail wallet on
 * the site's second network, then "Sign out on every device" (refused by the service once, then done),
 * and a Farcaster sign-in approved in the Farcaster client's page.
 */

/**
 * Switched to the second network before the first e-mail sign-in: the wallet comes up there. Signing
 * out everywhere while the service fails keeps the visitor signed in with the catalogue's text; once it
 * answers, the visitor is signed out, and a reload does not bring the session back.
 */
export async function emailOnSecondNetworkThenSignOutEverywhere(walk: JourneyWalk, walletUrl: string, email: string): Promise<void> {
  const { run, context } = walk;
  const dialog = run.page.locator(DIALOG);
  // The site's header network button, named by the network it shows.
  await press(run, run.page.getByRole('button', { name: 'Anvil Local', exact: true }));
  await run.page.getByRole('dialog', { name: word(run, 'title.Networks') }).waitFor();
  await press(run, dialog.getByRole('button', { name: /Anvil Local 2/ }));
  await expect.poll(() => hostSays(run.page, 'network'), { timeout: 15_000 }).toBe('eip155:31338');
  await checkStep(run, 'second-network');
  // Disconnected, the modal stays open after the switch: the visitor closes it.
  await run.page.keyboard.press('Escape');
  await expect.poll(() => run.page.getByRole('dialog').count()).toBe(0);

  await openConnect(run);
  await typeInto(run, dialog.getByRole('textbox', { name: word(run, 'connect.email.label') }), email);
  await checkStep(run, 'email');
  await press(run, dialog.getByRole('button', { name: word(run, 'connect.email.submit'), exact: true }));
  const code = dialog.getByRole('textbox', { name: word(run, 'flows.code.label') });
  await code.waitFor({ timeout: 15_000 });
  await typeInto(run, code, await waitForOtp(walletUrl, email));
  await checkStep(run, 'email-code');
  await press(run, dialog.getByRole('button', { name: word(run, 'flows.code.submit'), exact: true }));
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 20_000 }).toBe('connected');
  expect(await hostSays(run.page, 'network')).toBe('eip155:31338');

  await openAccount(run);
  await dialog.getByText('Anvil Local 2', { exact: true }).waitFor();
  await checkStep(run, 'email-account');

  // The wallet service does not confirm: the visitor stays signed in here and reads why.
  const failing = '**/api/sign-out/everywhere';
  await context.route(failing, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  const signOut = dialog.getByRole('button', { name: word(run, 'account.signOutEverywhere'), exact: true });
  await press(run, signOut);
  await expect.poll(() => shownAlert(run).textContent(), { timeout: 15_000 }).toBe(catalogueMessage('SIGN_OUT_EVERYWHERE_FAILED'));
  expect(catalogueMessage('SIGN_OUT_EVERYWHERE_FAILED')).toBe('Your other devices could not be signed out. You are still signed in here. Try again.');
  // A keyboard visitor is still on the button, beside the error, not sent back to the dialog's title.
  if (run.keyboard) expect(await signOut.evaluate((element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element)).toBe(true);
  expect(await hostSays(run.page, 'status')).toBe('connected');
  await checkStep(run, 'sign-out-everywhere-failed');

  await context.unroute(failing);
  await press(run, signOut);
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('disconnected');
  await run.page.getByRole('dialog', { name: word(run, 'title.Connect') }).waitFor();
  await checkStep(run, 'signed-out-everywhere');
  await run.page.reload();
  await run.page.getByRole('button', { name: word(run, 'button.connect'), exact: true }).first().waitFor({ timeout: 15_000 });
  // A session the page still held would come back within moments of the reload.
  await run.page.waitForTimeout(1_500);
  expect(await hostSays(run.page, 'status')).toBe('disconnected');
}

/** Farcaster: the QR code and its link; the link opens the Farcaster client, where the visitor approves. */
export async function signInWithFarcaster(walk: JourneyWalk): Promise<void> {
  const { run, context } = walk;
  const dialog = run.page.locator(DIALOG);
  await openConnect(run);
  await press(run, dialog.getByRole('button', { name: wordWith(run, 'connect.social.signInWith', { provider: 'Farcaster' }) }));
  await run.page.getByRole('dialog', { name: word(run, 'title.ConnectingFarcaster') }).waitFor();
  const qr = dialog.getByRole('img', { name: word(run, 'flows.farcaster.qrLabel') });
  await qr.or(shownAlert(run)).first().waitFor({ timeout: 20_000 });
  expect(await shownAlert(run).allTextContents()).toEqual([]);
  await checkStep(run, 'farcaster-qr');
  const opened = context.waitForEvent('page');
  await press(run, dialog.getByRole('link', { name: new RegExp(`^${word(run, 'flows.farcaster.open')}`) }));
  const client = await opened;
  await client.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 30_000 }).toBe('connected');
  await client.close();
  await run.page.bringToFront();
  await openAccount(run);
  await dialog.getByText(new RegExp(FARCASTER_TEST_USERNAME)).first().waitFor({ timeout: 15_000 });
  await checkStep(run, 'farcaster-account');
  await press(run, dialog.getByRole('button', { name: word(run, 'account.disconnect'), exact: true }));
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('disconnected');
  await checkStep(run, 'farcaster-disconnected');
}
