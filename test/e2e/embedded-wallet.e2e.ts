import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessage } from '../../domain/errors/catalogue.ts';
import { startEmbeddedWalletServer, type EmbeddedWalletServer } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { readDevelopmentMail, waitForOtp } from '../embedded/development-mailbox.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

const EMAIL = 'visitor@example.com';
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let demo: RunningDemo;
let wallet: EmbeddedWalletServer;
let site: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoSite();
  // The frame and auth server on a second loopback origin; the dApp's page is the demo's.
  wallet = await startEmbeddedWalletServer({
    projectId: demo.config.projectId,
    allowedOrigins: [],
    rpcUrls: { 31337: demo.chains[0]!.rpcUrl, 31338: demo.chains[1]!.rpcUrl },
    masterKey: randomBytes(32).toString('hex'),
    otpSecret: randomBytes(32).toString('hex'),
    jwtSecret: randomBytes(32).toString('hex'),
    mailer: 'development',
    log: () => undefined,
  });
  site = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, embeddedWalletFrameUrl: `${wallet.url}/frame` } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await wallet?.stop();
  await demo?.stop();
});

async function openSite(context?: BrowserContext): Promise<{ page: Page; context: BrowserContext; errors: string[]; blocked: string[] }> {
  const own = context ?? (await browser.newContext());
  const blocked = await blockNonLoopback(own);
  const page = await own.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url);
  return { page, context: own, errors, blocked };
}

/** The e-mail field, then the code from the development mailbox. */
async function logIn(page: Page, email: string): Promise<void> {
  await page.getByTestId('appkit-button').click();
  await page.getByTestId('wp-email-input').fill(email);
  await page.getByTestId('wp-email-submit').click();
  await page.getByTestId('wp-otp-input').waitFor();
  const otp = await waitForOtp(wallet.url, email);
  await page.getByTestId('wp-otp-input').fill(otp);
  await page.getByTestId('wp-otp-submit').click();
  await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
}

/** The visitor approves inside the secure frame (Approve turns on once the card has been visible for 500 ms). */
async function approveInFrame(page: Page): Promise<void> {
  const approve = page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-approve');
  await approve.waitFor({ timeout: 15_000 });
  await page.waitForTimeout(700);
  await approve.click();
}

/** The signature the demo shows once it is a new one (not `previous`). */
const signatureOf = async (page: Page, previous?: string): Promise<Hex> => {
  await expect.poll(async () => {
    const text = (await page.getByTestId('demo-signature').textContent()) ?? '';
    return text !== previous && /^0x[0-9a-f]+$/.test(text);
  }, { timeout: 15_000 }).toBe(true);
  return (await page.getByTestId('demo-signature').textContent()) as Hex;
};

describe('the embedded wallet across two origins, on the packed package', () => {
  it('logs in by e-mail, signs a message and typed data, sends on anvil approved in the frame, restores after a reload', async () => {
    const { page, context, errors, blocked } = await openSite();
    // A wrong code is refused with the catalogue's text, and the view stays for another try.
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-email-input').fill('not-an-email');
    await page.getByTestId('wp-email-submit').click();
    expect(await page.getByTestId('wp-email-error').textContent()).toBe('email needs a valid e-mail address');
    await page.getByTestId('wp-email-input').fill(EMAIL);
    await page.getByTestId('wp-email-submit').click();
    await page.getByTestId('wp-otp-input').fill('000000');
    const otp = await waitForOtp(wallet.url, EMAIL);
    await page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => page.getByTestId('wp-otp-error').textContent()).toMatch(/Invalid code/);
    await page.getByTestId('wp-otp-input').fill(otp);
    await page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(await page.getByTestId('demo-email').textContent()).toBe(EMAIL);
    const address = (await page.getByTestId('demo-address').textContent()) as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The dApp's page holds no session token: it lives in the frame's origin only.
    const pageStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(pageStorage).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

    await page.getByTestId('demo-sign-message').click();
    await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor();
    await approveInFrame(page);
    const messageSignature = await signatureOf(page);
    expect(await verifyMessage({ address, message: 'hello walletport', signature: messageSignature })).toBe(true);

    await page.getByTestId('demo-sign-typed-data').click();
    await approveInFrame(page);
    const typedSignature = await signatureOf(page, messageSignature);
    expect(
      await verifyTypedData({
        address,
        domain: { name: 'walletport demo', version: '1', chainId: 31337 },
        types: { Greeting: [{ name: 'text', type: 'string' }] },
        primaryType: 'Greeting',
        message: { text: 'hello walletport' },
        signature: typedSignature,
      }),
    ).toBe(true);

    // A new wallet holds nothing: the local chain funds it, then the visitor sends from the modal.
    const chain = createPublicClient({ transport: http(demo.chains[0]!.rpcUrl) });
    await fetch(demo.chains[0]!.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0x8ac7230489e80000'] }) });
    const before = await chain.getBalance({ address: RECEIVER });
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByTestId('wp-open-send').click();
    await page.getByTestId('wp-send-amount').fill('0.5');
    await page.getByTestId('wp-send-receiver').fill(RECEIVER);
    await page.getByTestId('wp-send-submit').click();
    await approveInFrame(page);
    await page.getByTestId('wp-send-success').waitFor({ timeout: 30_000 });
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.5'));

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);

    // Another browser profile, same e-mail: the device link first, then the code, then the same address.
    const second = await openSite(await browser.newContext());
    await second.page.getByTestId('appkit-button').click();
    const previousOtp = (await readDevelopmentMail(wallet.url, EMAIL)).otp;
    await second.page.getByTestId('wp-email-input').fill(EMAIL);
    await second.page.getByTestId('wp-email-submit').click();
    await second.page.getByTestId('wp-device-view').waitFor();
    const { deviceLink } = await readDevelopmentMail(wallet.url, EMAIL);
    const mailTab = await second.context.newPage();
    await mailTab.goto(deviceLink ?? '');
    await mailTab.getByTestId('wp-device-confirm').click();
    await second.page.getByTestId('wp-otp-input').waitFor({ timeout: 30_000 });
    await second.page.getByTestId('wp-otp-input').fill(await waitForOtp(wallet.url, EMAIL, { previous: previousOtp }));
    await second.page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => second.page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(await second.page.getByTestId('demo-address').textContent()).toBe(address);
    expect(second.errors).toEqual([]);
    await second.context.close();

    // Disconnect signs out of the frame: a reload stays disconnected.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected');
    await page.reload();
    await page.getByTestId('appkit-button').waitFor();
    await page.waitForTimeout(1_500);
    expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected');
    await context.close();
  }, 180_000);

  it('a device wait the auth server fails shows short text and stops asking; Resend asks again and the link then signs in', async () => {
    const email = 'traveller@example.com';
    const first = await openSite();
    await logIn(first.page, email);
    const address = await first.page.getByTestId('demo-address').textContent();
    await first.context.close();

    // Another profile, the same e-mail: its device wait meets an auth server that fails it.
    const { page, context, errors } = await openSite();
    let waits = 0;
    await context.route(`${wallet.url}/api/device/wait`, (route) => {
      waits += 1;
      // As a reverse proxy answers for a server that is down: its own page, no error body of the API's.
      return route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>503 Service Unavailable: upstream connect error</body></html>' });
    });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill(email);
    await page.keyboard.press('Enter');
    const mailedAt = Date.now();
    await dialog.getByText('Approve this device').waitFor();
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    // The catalogue's text for a failed call; the proxy's page stays out of the modal.
    expect(await alert.textContent()).toBe(catalogueMessage('HTTP_STATUS', { status: 503 }));
    // The wait stopped: the frame is not asked again while the error shows.
    const waitsAtError = waits;
    await page.waitForTimeout(3_000);
    expect(waits).toBe(waitsAtError);

    // Resend mails a new link and waits again, now through a working server, once the e-mail login's
    // cooldown since the first mail has passed.
    await context.unroute(`${wallet.url}/api/device/wait`);
    await page.waitForTimeout(Math.max(0, mailedAt + 31_000 - Date.now()));
    const previousOtp = (await readDevelopmentMail(wallet.url, email)).otp;
    await dialog.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(0);
    const { deviceLink } = await readDevelopmentMail(wallet.url, email);
    const mailTab = await context.newPage();
    await mailTab.goto(deviceLink ?? '');
    await mailTab.getByTestId('wp-device-confirm').click();
    await page.getByTestId('wp-otp-input').waitFor({ timeout: 30_000 });
    await page.getByTestId('wp-otp-input').fill(await waitForOtp(wallet.url, email, { previous: previousOtp }));
    await page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('a Reject inside the frame ends the request as a user rejection, nothing signed', async () => {
    const { page, context, errors } = await openSite();
    await logIn(page, 'rejecter@example.com');
    await page.getByTestId('demo-sign-message').click();
    const reject = page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-reject');
    await reject.waitFor({ timeout: 15_000 });
    // As for Approve: Chromium discards input to a cross-origin frame that uses IntersectionObserver v2
    // for 500 ms after the frame appears or moves, so a click right away would be lost.
    await page.waitForTimeout(700);
    await reject.click();
    await expect.poll(() => page.getByTestId('demo-signature').textContent()).toMatch(/^error: User rejected/);
    await expect.poll(() => page.locator('iframe[data-walletport-frame]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('updates the e-mail with a code to each address; a wrong code keeps the old one; a reload shows the new one', async () => {
    const { page, context, errors } = await openSite();
    await logIn(page, 'mover@example.com');
    const address = await page.getByTestId('demo-address').textContent();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-update-email').click();
    await page.getByTestId('wp-update-email-input').fill('moved@example.com');
    const loginCode = (await readDevelopmentMail(wallet.url, 'mover@example.com')).otp;
    await page.getByTestId('wp-update-email-submit').click();
    await page.getByTestId('wp-otp-input').fill('000000');
    await page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => page.getByTestId('wp-otp-error').textContent()).toMatch(/Invalid code/);
    await page.getByTestId('wp-otp-input').fill(await waitForOtp(wallet.url, 'mover@example.com', { previous: loginCode }));
    await page.getByTestId('wp-otp-submit').click();
    await page.getByRole('dialog', { name: 'Confirm New E-mail' }).waitFor();
    await page.getByTestId('wp-otp-input').fill(await waitForOtp(wallet.url, 'moved@example.com'));
    await page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => page.getByTestId('demo-email').textContent()).toBe('moved@example.com');
    await page.reload();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => page.getByTestId('demo-email').textContent()).toBe('moved@example.com');
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('registers a name signed in the frame, shows it in the Account view, and refuses the same name a second time', async () => {
    const { page, context, errors } = await openSite();
    await logIn(page, 'namer@example.com');
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-choose-name').click();
    await page.getByTestId('wp-name-input').fill('ab');
    await page.getByTestId('wp-name-rule').waitFor();
    await page.getByTestId('wp-name-input').fill('namer-wp');
    await page.getByTestId('wp-name-submit').click();
    await approveInFrame(page);
    await page.getByTestId('wp-name-success').getByText('namer-wp').waitFor({ timeout: 15_000 });
    await page.getByTestId('wp-name-success').getByRole('button').click();
    await expect.poll(() => page.getByTestId('wp-account-name').textContent(), { timeout: 15_000 }).toBe('namer-wp');
    await context.close();

    // Another visitor asking for the same name is refused, back on the form with the catalogue's text.
    const other = await openSite();
    await logIn(other.page, 'second-namer@example.com');
    await other.page.getByTestId('appkit-button').click();
    await other.page.getByTestId('wp-choose-name').click();
    await other.page.getByTestId('wp-name-input').fill('namer-wp');
    await other.page.getByTestId('wp-name-submit').click();
    await approveInFrame(other.page);
    await expect.poll(() => other.page.getByTestId('wp-name-error').textContent(), { timeout: 15_000 }).toBe('Error registering name namer-wp');
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
  }, 120_000);
});
