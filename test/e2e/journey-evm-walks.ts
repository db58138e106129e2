import { createPublicClient, http, type Address } from 'viem';
import { expect } from 'vitest';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import { TEST_TOKEN_ABI } from '../contracts/test-token.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import type { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';
import type { RunningDemo } from './demo-site.ts';
import { checkStep, press, replaceIn, typeInto, word, wordPattern, type JourneyRun } from './journey-checks.ts';
import { hostSays, openAccount, openConnect, shownAlert } from './journey-family-walks.ts';
import type { JourneyWalk } from './journey-stage.ts';
import { DIALOG } from './view-tour.ts';

/**
 * The visitor's EVM walks beside the native send of visitor-journey.e2e.ts: the demo's ERC-20 with the
 * checks made before the wallet is asked, signing in with a wallet message (and cancelling it), and
 * pairing a phone's wallet over WalletConnect.
 */

const RECEIVER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const TT = 10n ** 6n;

async function connectDemoWallet(run: JourneyRun): Promise<void> {
  await openConnect(run);
  await press(run, run.page.locator(DIALOG).getByRole('button', { name: /Demo Wallet/ }));
}

/** Over the token's balance (refused, the wallet never asked), then 25 TT, read back from the chain. */
export async function sendTestToken(walk: JourneyWalk, demo: RunningDemo): Promise<void> {
  const { run } = walk;
  const dialog = run.page.locator(DIALOG);
  const token = demo.tokens.find((entry) => entry.chainId === 31337)?.address;
  if (!token) throw new Error('the demo has no token on chain 31337');
  const chain = createPublicClient({ transport: http(demo.chains[0]!.rpcUrl) });
  const tokenBalance = (owner: Address) => chain.readContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'balanceOf', args: [owner] });
  const [receiverBefore, senderBefore] = [await tokenBalance(RECEIVER), await tokenBalance(ANVIL_ACCOUNT_0)];

  walk.answer = 'accept';
  await connectDemoWallet(run);
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('connected');
  await openAccount(run);
  const tokens = dialog.getByRole('list', { name: word(run, 'account.tokens') });
  await expect.poll(() => tokens.textContent(), { timeout: 15_000 }).toMatch(/10000\.000\s*TT/);
  await checkStep(run, 'account-tokens');

  await press(run, dialog.getByRole('button', { name: word(run, 'account.feature.send'), exact: true }));
  await run.page.getByRole('dialog', { name: word(run, 'title.WalletSend') }).waitFor();
  const choice = dialog.getByRole('combobox', { name: new RegExp(`^${word(run, 'send.token')}`) });
  const option = choice.getByRole('option', { name: /^TT\b/ });
  await option.waitFor({ state: 'attached', timeout: 15_000 });
  if (run.keyboard) await choice.focus();
  await choice.selectOption({ label: (await option.textContent()) ?? '' });
  const amount = dialog.getByLabel(word(run, 'send.amount'), { exact: true });
  await typeInto(run, amount, '10001');
  await typeInto(run, dialog.getByLabel(word(run, 'send.to'), { exact: true }), RECEIVER);
  const prompted = walk.prompts.length;
  await press(run, dialog.getByRole('button', { name: word(run, 'send.submit'), exact: true }));
  await expect.poll(() => shownAlert(run).textContent()).toBe('The amount is more than your balance of 10000.000 TT. Nothing was sent.');
  expect(walk.prompts.length).toBe(prompted);
  await checkStep(run, 'token-over-balance');

  await replaceIn(run, amount, '25');
  await press(run, dialog.getByRole('button', { name: word(run, 'send.submit'), exact: true }));
  await dialog.getByText(word(run, 'send.sent')).waitFor({ timeout: 30_000 });
  await checkStep(run, 'token-sent');
  expect(await tokenBalance(RECEIVER)).toBe(receiverBefore + 25n * TT);
  expect(await tokenBalance(ANVIL_ACCOUNT_0)).toBe(senderBefore - 25n * TT);
  await press(run, dialog.getByRole('button', { name: word(run, 'send.backToAccount') }));
  await run.page.getByRole('dialog', { name: word(run, 'title.Account') }).waitFor();
  await expect.poll(() => tokens.textContent(), { timeout: 15_000 }).toMatch(/9975\.000\s*TT/);
  await checkStep(run, 'account-after-token');
}

async function storedSessions(walk: JourneyWalk): Promise<SiwxSession[]> {
  const raw = await walk.run.page.evaluate(() => window.localStorage.getItem('@appkit/siwx'));
  return raw ? (JSON.parse(raw) as SiwxSession[]) : [];
}

/** On a site that requires signing in (`?siwx`): Cancel disconnects; the second time, Sign in signs in. */
export async function signInCancelledThenSigned(walk: JourneyWalk): Promise<void> {
  const { run } = walk;
  const dialog = run.page.locator(DIALOG);
  walk.answer = 'accept';
  await connectDemoWallet(run);
  await run.page.getByRole('dialog', { name: word(run, 'title.SIWXSignMessage') }).waitFor({ timeout: 15_000 });
  await checkStep(run, 'siwx-asked');
  await press(run, dialog.getByRole('button', { name: word(run, 'common.cancel'), exact: true }));
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('disconnected');
  expect(await storedSessions(walk)).toEqual([]);
  await checkStep(run, 'siwx-cancelled');

  if ((await run.page.getByRole('dialog').count()) === 0) await openConnect(run);
  await press(run, dialog.getByRole('button', { name: /Demo Wallet/ }));
  await run.page.getByRole('dialog', { name: word(run, 'title.SIWXSignMessage') }).waitFor({ timeout: 15_000 });
  await press(run, dialog.getByRole('button', { name: word(run, 'flows.siwx.sign'), exact: true }));
  await expect.poll(async () => (await storedSessions(walk)).length, { timeout: 15_000 }).toBe(1);
  expect(await hostSays(run.page, 'status')).toBe('connected');
  await run.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await checkStep(run, 'signed-in');
}

/** A recommended wallet's QR code, read by the phone's wallet, which pairs: the modal closes connected. */
export async function pairOverWalletConnect(walk: JourneyWalk, wallet: WalletConnectTestWallet): Promise<void> {
  const { run } = walk;
  const dialog = run.page.locator(DIALOG);
  await openConnect(run);
  const tiles = dialog.getByRole('list', { name: word(run, 'connect.group.recommended') }).getByRole('button');
  await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await press(run, tiles.first());
  const qr = dialog.getByRole('img', { name: wordPattern(run, 'connect.wc.qrLabel') });
  await qr.waitFor({ timeout: 15_000 });
  await checkStep(run, 'walletconnect-qr');
  // What the phone's camera reads off the code.
  const uri = (await qr.locator('xpath=..').getAttribute('data-uri')) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await wallet.pair(uri);
  await run.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(() => hostSays(run.page, 'status')).toBe('connected');
  expect(await hostSays(run.page, 'address')).toBe(ANVIL_ACCOUNT_0);
  await checkStep(run, 'walletconnect-connected');
  await openAccount(run);
  await checkStep(run, 'walletconnect-account');
  await press(run, dialog.getByRole('button', { name: word(run, 'account.disconnect'), exact: true }));
  await expect.poll(() => hostSays(run.page, 'status'), { timeout: 15_000 }).toBe('disconnected');
  await checkStep(run, 'walletconnect-disconnected');
}
