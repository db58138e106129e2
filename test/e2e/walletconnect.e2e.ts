import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';

let session: BrowserSession;
let wallet: WalletConnectTestWallet;

beforeAll(async () => {
  session = await startBrowserSession();
  const [chainA, chainB] = session.demo.chains;
  wallet = await WalletConnectTestWallet.create({ relayUrl: session.demo.relay.url, chains: { '31337': chainA!.rpcUrl, '31338': chainB!.rpcUrl } });
});

afterAll(async () => {
  await wallet?.stop();
  await session?.stop();
});

describe('WalletConnect pairing in a real browser, through the local relay', () => {
  it('a directory wallet shows the QR code; the Node wallet pairs with its URI; the modal closes connected', async () => {
    const { page, errors, blocked } = await session.openPage();
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect Wallet');
    await button.click();
    // The directory's recommended wallets arrive after the modal opens, in their own group.
    const tiles = page.getByRole('list', { name: 'Recommended wallets' }).getByRole('button');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    await tiles.first().click();

    const qr = page.getByTestId('wp-wc-qr');
    const shown = Date.now();
    await qr.waitFor({ state: 'attached', timeout: 15_000 });
    console.log(`[walletconnect e2e] tile click to QR: ${Date.now() - shown} ms`);
    const uri = (await qr.getAttribute('data-uri')) ?? '';
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await page.locator('[data-testid="wp-wc-qr"] svg path').waitFor({ state: 'attached' });

    const t0 = Date.now();
    await wallet.pair(uri);
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
    console.log(`[walletconnect e2e] URI to connected in the browser: ${Date.now() - t0} ms`);
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    await expect.poll(() => button.textContent()).toContain(`${ANVIL_ACCOUNT_0.slice(0, 6)}…${ANVIL_ACCOUNT_0.slice(-4)}`);
    // On a loopback relay the adapter skips the SDK's attestation frame, so nothing leaves the machine.
    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
    await wallet.disconnectAll();
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 10_000 }).toBe('disconnected');
  });
});
