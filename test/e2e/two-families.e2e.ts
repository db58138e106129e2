import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaDevnet } from '../../domain/network/catalogue/solana.ts';
import { launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startSolanaChain, type SolanaChain } from '../stand-ins/solana-chain.ts';
import { SOLANA_TEST_ADDRESS, SOLANA_TEST_SEED_HEX, solanaAddressOfSeed } from '../wallets/solana-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';
import { openDemoPage } from './browser-session.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

const EVM_WALLET = 'dev.walletport.demo';
const RECEIVER = solanaAddressOfSeed('0404040404040404040404040404040404040404040404040404040404040404');
const LAMPORTS = 1_000_000_000n;
let demo: RunningDemo;
let solana: SolanaChain;
let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoSite();
  solana = await startSolanaChain({ fundedAccounts: [{ address: SOLANA_TEST_ADDRESS, lamports: 20n * LAMPORTS }] });
  // The same demo build, told about the local Solana chain: a site on both families.
  server = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, solana: { rpcUrl: solana.rpcUrl } } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await solana?.stop();
  await demo?.stop();
});

async function openSite() {
  const wallet = {
    chains: { '31337': demo.chains[0]!.rpcUrl, '31338': demo.chains[1]!.rpcUrl },
    initialChainId: 31337,
    solana: { chains: ['solana:devnet' as const], rpcUrls: { 'solana:devnet': solana.rpcUrl } },
  };
  const opened = await openDemoPage(browser, server.url, wallet);
  return { ...opened, close: () => opened.context.close() };
}

const solBalance = async (page: Page): Promise<number> => Number((await page.getByTestId('wp-account-balance').textContent())?.split(' ')[0]);

describe('one modal for EVM and Solana, in a real browser on the packed package', () => {
  it('connects Solana, sends SOL, adds EVM, switches namespace, restores both after a reload, and disconnects Solana alone', async () => {
    const { page, errors, blocked, close } = await openSite();
    await page.getByTestId('appkit-button').click();
    // The Demo Wallet is listed once, for both families, and asks which one.
    await page.getByTestId(`wp-wallet-${EVM_WALLET}`).click();
    await page.getByTestId(`wp-wallet-chain-${EVM_WALLET}-solana`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toMatch(/[\d.]+ SOL/);

    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    expect(await page.getByTestId('wp-account-network').textContent()).toBe('Solana Devnet');
    // The account's page on the devnet cluster's explorer, not on mainnet's.
    expect(await page.getByRole('link', { name: 'View the account on Solscan' }).getAttribute('href')).toBe(`https://solscan.io/account/${SOLANA_TEST_ADDRESS}?cluster=devnet`);
    await expect.poll(() => solBalance(page)).toBeGreaterThan(19);
    await page.getByTestId('wp-open-send').click();
    await page.getByRole('dialog', { name: 'Send' }).waitFor();
    await page.getByTestId('wp-send-amount').fill('0.5');
    await page.getByTestId('wp-send-receiver').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await page.getByTestId('wp-send-submit').click();
    await page.getByTestId('wp-send-error').waitFor();
    await page.getByTestId('wp-send-receiver').fill(RECEIVER);
    await page.getByTestId('wp-send-submit').click();
    await page.getByTestId('wp-send-success').waitFor({ timeout: 30_000 });
    expect(solana.balanceOf(RECEIVER)).toBe(LAMPORTS / 2n);
    const signature = (await page.getByTestId('wp-send-hash').textContent())?.replace(/^Transaction\s+/, '').replace(/[\u2068\u2069]/g, '');
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await page.getByRole('link', { name: 'View the transaction on Solscan' }).getAttribute('href')).toBe(`https://solscan.io/tx/${signature}?cluster=devnet`);
    expect(solana.balanceOf(SOLANA_TEST_ADDRESS)).toBeLessThan(20n * LAMPORTS - LAMPORTS / 2n);

    // Now the EVM side of the same wallet, from the Account view.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByTestId('wp-connect-namespace-eip155').click();
    await page.getByTestId(`wp-wallet-${EVM_WALLET}`).click();
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toMatch(/[\d.]+ ETH/);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByTestId('wp-switch-namespace-solana').waitFor();
    // The local EVM chain names no explorer: no link rather than one to a page that does not exist.
    expect(await page.getByRole('link', { name: /View the account/ }).count()).toBe(0);
    // Switching namespace from the network picker, grouped by family.
    await page.getByTestId('wp-header-network').click();
    await page.getByTestId('wp-network-group-solana').waitFor();
    await page.getByTestId(`wp-network-${solanaDevnet.caipNetworkId}`).click();
    await expect.poll(() => page.getByTestId('wp-account-network').textContent()).toBe('Solana Devnet');
    expect(await page.getByTestId('wp-account-address').getAttribute('title')).toBe(SOLANA_TEST_ADDRESS);

    // A reload brings both back, Solana active as it was.
    await page.reload();
    await expect.poll(() => page.getByTestId('appkit-button').textContent(), { timeout: 15_000 }).toMatch(/[\d.]+ SOL/);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByTestId('wp-switch-namespace-eip155').waitFor();

    // Disconnecting Solana alone leaves EVM connected and active.
    await page.getByTestId('wp-disconnect-solana').click();
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toMatch(/[\d.]+ ETH/);
    expect(await page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await close();
  }, 90_000);

  it('a WalletConnect pairing proposes both families; the wallet approves EVM and Solana in one session', async () => {
    const wallet = await WalletConnectTestWallet.create({ relayUrl: demo.relay.url, chains: { '31337': demo.chains[0]!.rpcUrl }, solanaSeedHex: SOLANA_TEST_SEED_HEX });
    const { page, errors, blocked, close } = await openSite();
    try {
      await page.getByTestId('appkit-button').click();
      const tiles = page.getByRole('list', { name: 'Recommended wallets' }).getByRole('button');
      await expect.poll(() => tiles.count()).toBeGreaterThan(0);
      await tiles.first().click();
      const qr = page.getByTestId('wp-wc-qr');
      await qr.waitFor({ state: 'attached', timeout: 15_000 });
      await wallet.pair((await qr.getAttribute('data-uri')) ?? '');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
      await page.getByTestId('appkit-button').click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      // Both families came with the one session: the other one is offered to switch to.
      const other = page.locator('[data-testid^="wp-switch-namespace-"]');
      await other.waitFor();
      await other.click();
      await expect.poll(async () => (await page.getByTestId('wp-account-address').getAttribute('title')) ?? '').toMatch(new RegExp(`^(${SOLANA_TEST_ADDRESS}|0x[0-9a-fA-F]{40})$`));
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
      await wallet.disconnectAll();
    } finally {
      await close();
      await wallet.stop();
    }
  }, 90_000);
});
