// Copied into each consumer app and run there, like walletport-browser-check.mjs, for the apps that
// do what AppKit's own examples do.
//
//   node appkit-example-check.mjs --rpc-urls http://127.0.0.1:8545,http://127.0.0.1:8546 --serve dist [--send]
//
// Given the two local chains (31337, 31338) the app was built against, already running, injects the test
// wallet, opens the app in Debian chromium with every non-loopback request blocked, then: clicks
// <appkit-button>, connects the test wallet, reads the example's info list (address, chain, wallet),
// reads the balance through the app's own provider call, switches to the second chain (the wallet
// follows), optionally sends a transaction the wallet approves, and disconnects. Prints one JSON
// line; exit 1 on failure.
import { parseArgs } from 'node:util';
import { serve } from './serve-dist.mjs';
import { ANVIL_ACCOUNT_0 } from 'walletport/testing';
import { blockNonLoopback, demoWalletInitScript, launchChromium } from 'walletport/testing/node';

const { values } = parseArgs({ options: { 'rpc-urls': { type: 'string' }, serve: { type: 'string' }, send: { type: 'boolean' } } });

/** Polls `read` until `accept` holds (20 s at most); returns the last value read. */
async function until(page, read, accept, what) {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await page.waitForTimeout(100);
    value = await read();
  }
  return value;
}

const result = { ok: false, steps: [], pageErrors: [], consoleErrors: [] };
const [rpcA, rpcB] = (values['rpc-urls'] ?? '').split(',');
let server;
let browser;
try {
  if (!rpcA || !rpcB) throw new Error('--rpc-urls takes the two chains\' URLs, comma-separated');
  server = await serve(values.serve ?? 'dist');
  browser = await launchChromium();
  const context = await browser.newContext();
  await blockNonLoopback(context);
  await context.addInitScript({
    content: await demoWalletInitScript({ chains: { '31337': rpcA, '31338': rpcB }, initialChainId: 31337 }),
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => result.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|ERR_BLOCKED_BY_CLIENT/.test(message.text())) result.consoleErrors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const info = (name) => page.getByTestId(`info-${name}`).textContent().then((text) => JSON.parse(text ?? '{}'));

  // The element's own button sits in its shadow root; Playwright's locators reach into it.
  const connect = page.locator('appkit-button').getByRole('button');
  await connect.waitFor({ timeout: 20_000 });
  result.steps.push(`appkit-button: ${await connect.textContent()}`);
  await connect.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByText('Demo Wallet').first().click();
  const account = await until(page, () => info('account'), (value) => value.isConnected === true, 'account');
  if (account.address !== ANVIL_ACCOUNT_0) throw new Error(`address ${account.address}`);
  result.steps.push(`connected: ${account.caipAddress}`);
  const network = await until(page, () => info('network'), (value) => value.chainId === 31337, 'network');
  result.steps.push(`network: ${network.caipNetworkId}`);
  const wallet = await until(page, () => info('wallet'), (value) => value.walletInfo?.name === 'Demo Wallet', 'wallet');
  result.steps.push(`wallet: ${wallet.walletInfo.name}`);
  const accountButton = await until(page, () => page.locator('appkit-button').getByRole('button').first().textContent(), (text) => /0xf3/i.test(text ?? ''), 'account button');
  result.steps.push(`account button: ${accountButton.replace(/\s+/g, ' ').trim()}`);

  // wagmi's own hooks, where the app has them, follow the modal's connection.
  const hasWagmi = (await page.getByTestId('wagmi-account').count()) > 0;
  const wagmi = () => page.getByTestId('wagmi-account').textContent().then((text) => JSON.parse(text ?? '{}'));
  if (hasWagmi) {
    const followed = await until(page, wagmi, (value) => value.isConnected === true && value.chainId === 31337, 'wagmi account');
    result.steps.push(`wagmi: ${followed.address} on ${followed.chainId}`);
  }

  // The ethers example reads the balance on a click; the wagmi one shows useBalance at once.
  const getBalance = page.getByRole('button', { name: 'Get balance' });
  if ((await getBalance.count()) > 0) await getBalance.click();
  const balance = await until(page, () => page.getByTestId('balance').textContent(), (text) => Boolean(text), 'balance');
  result.steps.push(`balance: ${balance}`);

  await page.getByRole('button', { name: 'Switch to Anvil B' }).click();
  await until(page, () => info('network'), (value) => value.chainId === 31338, 'network after the switch');
  const walletChain = await until(page, () => page.evaluate('window.__WALLETPORT_TEST_WALLET__.currentChainId'), (id) => id === 31338, 'wallet chain');
  result.steps.push(`switched: the wallet is on ${walletChain}`);
  if (hasWagmi) {
    await until(page, wagmi, (value) => value.chainId === 31338, 'wagmi chain after the switch');
    result.steps.push('wagmi followed the switch');
  }

  if (values.send) {
    await page.getByRole('button', { name: 'Send transaction' }).click();
    const hash = await until(page, () => page.getByTestId('tx-hash').textContent(), (text) => /^0x[0-9a-f]{64}$/.test(text ?? ''), 'transaction hash');
    result.steps.push(`sent: ${hash}`);
  }

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await until(page, () => info('account'), (value) => value.isConnected === false, 'account after disconnect');
  if (hasWagmi) await until(page, wagmi, (value) => value.isConnected === false, 'wagmi after disconnect');
  result.steps.push('disconnected');
  result.ok = result.pageErrors.length === 0 && result.consoleErrors.length === 0;
  await context.close();
} catch (error) {
  result.steps.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close();
  server?.close();
}
console.log(JSON.stringify(result));
process.exit(result.ok ? 0 : 1);
