// Copied into each consumer app and run there, so `walletport/testing` resolves from the app's own
// node_modules: the packed package, exactly as a dApp's browser test would use it.
//
//   node walletport-browser-check.mjs --rpc-url http://127.0.0.1:8545 (--serve dist | --url http://127.0.0.1:3000/)
//
// Given the local chain (31337) the app was built against, already running, injects the test wallet, opens
// the app in Debian chromium with every non-loopback request blocked, clicks the button, picks the
// test wallet in the modal and waits for the address on the button. Prints one JSON line (with the paths of
// every script the visit fetched, so the caller can tell which chunks a browser-wallet visit needs); exit 1 on failure.
import { parseArgs } from 'node:util';
import { serve } from './serve-dist.mjs';
import { ANVIL_ACCOUNT_0 } from 'walletport/testing';
import { blockNonLoopback, demoWalletInitScript, launchChromium } from 'walletport/testing/node';

const { values } = parseArgs({ options: { 'rpc-url': { type: 'string' }, serve: { type: 'string' }, url: { type: 'string' } } });
// The account's address shortened: `0xf39F…2266` by the React button, `0xf3…b92266` by AppKit's element.
const EXPECTED = new RegExp(`${ANVIL_ACCOUNT_0.slice(0, 4)}[0-9a-f]*…[0-9a-f]*${ANVIL_ACCOUNT_0.slice(-4)}`, 'i');

const result = { ok: false, steps: [], pageErrors: [], consoleErrors: [], buttonText: '', scripts: [] };
const rpcUrl = values['rpc-url'];
let server;
let browser;
try {
  if (!rpcUrl) throw new Error('--rpc-url takes the chain\'s URL');
  server = values.serve ? await serve(values.serve) : undefined;
  const url = server ? `http://127.0.0.1:${server.address().port}/` : values.url;
  browser = await launchChromium();
  const context = await browser.newContext();
  await blockNonLoopback(context);
  await context.addInitScript({ content: await demoWalletInitScript({ chains: { '31337': rpcUrl }, initialChainId: 31337 }) });
  const page = await context.newPage();
  page.on('pageerror', (error) => result.pageErrors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) result.scripts.push(pathname);
  });
  page.on('console', (message) => {
    // Requests to the public services are blocked on purpose; their load failures are not the app's errors.
    if (message.type() === 'error' && !/Failed to load resource|ERR_BLOCKED_BY_CLIENT/.test(message.text())) result.consoleErrors.push(message.text());
  });
  await page.goto(url);
  // The React <AppKitButton> or AppKit's <appkit-button> element, whichever the page placed.
  const button = page.getByTestId('appkit-button').or(page.locator('appkit-button').getByRole('button')).first();
  await button.waitFor({ timeout: 20_000 });
  result.steps.push(`button: ${await button.textContent()}`);
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 10_000 });
  result.steps.push(`dialog: ${await dialog.getAttribute('aria-label') ?? 'open'}`);
  await dialog.getByText('Demo Wallet').first().click();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !EXPECTED.test(result.buttonText = (await button.textContent()) ?? '')) await page.waitForTimeout(100);
  result.steps.push(`connected: ${result.buttonText}`);
  result.ok = EXPECTED.test(result.buttonText) && result.pageErrors.length === 0 && result.consoleErrors.length === 0;
  await context.close();
} catch (error) {
  result.steps.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close();
  server?.close();
}
console.log(JSON.stringify(result));
process.exit(result.ok ? 0 : 1);
