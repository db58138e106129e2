import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, type Address, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import type { OnrampSourcePort } from '../../application/ports/onramp.port.ts';
import { resolveOnrampSites } from '../../domain/onramp/onramp-sites.ts';
import { createSystemClock } from '../../infrastructure/clock/system-clock.ts';
import { createFetchHttp } from '../../infrastructure/http/fetch-http.ts';
import { createOnrampClient } from '../../infrastructure/onramp/onramp-client.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import { COMPLETE_BUTTON, COMPLETE_PATH, COMPLETED_TEXT } from './onramp-provider-page.ts';
import { startRemoteStandIns, type RemoteStandIns } from './remote-server.ts';

let anvil: AnvilChain;
let standIns: RemoteStandIns;
let reader: PublicClient;
let onramp: OnrampSourcePort;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await findFreePort() });
  reader = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) });
  standIns = await startRemoteStandIns({ anvilRpcUrls: { '31337': anvil.rpcUrl }, onrampProvider: { rpcUrl: anvil.rpcUrl } });
  const config: RemoteConfig = { projectId: 'demo', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints(standIns.endpoints), analyticsEnabled: false, telemetryEnabled: false };
  onramp = createOnrampClient(createFetchHttp({ clock: createSystemClock() }), config, resolveOnrampSites(standIns.onrampSites));
}, 30_000);

afterAll(async () => {
  await standIns?.stop();
  await anvil?.stop();
});

/** An address nobody has used: its balance is what the provider paid it. */
const freshBuyer = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** Opens a purchase page and reads its form: the ticket the button posts and the amount prefilled. */
async function openPage(url: string): Promise<{ readonly status: number; readonly html: string; readonly ticket: string; readonly amount: string }> {
  const response = await fetch(url);
  const html = await response.text();
  return {
    status: response.status,
    html,
    ticket: /name="ticket" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '',
    amount: /name="amount"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

const press = (ticket: string, amount: string) =>
  fetch(`${standIns.onrampSites?.coinbase ?? ''}${COMPLETE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ticket, amount }) });

describe('the local onramp provider behind the stand-in API', () => {
  it('listens on loopback, and the stand-in API builds Coinbase’s pages on it', async () => {
    expect(standIns.onrampSites?.coinbase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const widget = await onramp.widget({ provider: 'coinbase', account: `eip155:31337:${freshBuyer()}`, asset: 'ETH', paymentAmount: '100', paymentCurrency: 'USD' });
    expect(widget.url.startsWith(`${standIns.onrampSites?.coinbase}/buy/select-asset?`)).toBe(true);
    expect(widget.coinbase).toEqual({ chain: 'ethereum', isFallback: true });
  });

  it('shows the purchase and, on “Complete purchase”, pays the address what the quote said on the local chain', async () => {
    const buyer = freshBuyer();
    const quote = await onramp.quote({ country: 'US', paymentAmount: '250', paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH' });
    const widget = await onramp.widget({ provider: 'coinbase', account: `eip155:31337:${buyer}`, asset: 'ETH', paymentAmount: '250', paymentCurrency: 'USD' });
    const page = await openPage(widget.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain(buyer);
    expect(page.html).toContain('ethereum (local chain 31337)');
    expect(page.html).toContain(COMPLETE_BUTTON);
    expect(page.amount).toBe('250');
    const before = await reader.getBalance({ address: buyer });
    const completed = await press(page.ticket, page.amount);
    expect(completed.status).toBe(200);
    expect(await completed.text()).toContain(COMPLETED_TEXT);
    expect((await reader.getBalance({ address: buyer })) - before).toBe(parseEther(quote.purchaseAmount.value));
  });

  it('completes each page once: a second press or a replayed form pays nothing', async () => {
    const buyer = freshBuyer();
    const page = await openPage((await onramp.widget({ provider: 'coinbase', account: `eip155:31337:${buyer}`, asset: 'ETH', paymentAmount: '100', paymentCurrency: 'USD' })).url);
    expect((await press(page.ticket, '100')).status).toBe(200);
    const paid = await reader.getBalance({ address: buyer });
    const replays = await Promise.all([press(page.ticket, '100'), press(page.ticket, '7500')]);
    expect(replays.map((response) => response.status)).toEqual([409, 409]);
    expect(await reader.getBalance({ address: buyer })).toBe(paid);
  });

  it('pays nothing for an amount outside the card’s limits, and keeps the page open for a right one', async () => {
    const buyer = freshBuyer();
    const page = await openPage((await onramp.widget({ provider: 'coinbase', account: `eip155:31337:${buyer}`, asset: 'ETH' })).url);
    expect(page.amount).toBe('');
    for (const amount of ['9.99', '7500.01', '-50', '1e3', '']) expect((await press(page.ticket, amount)).status).toBe(400);
    expect(await reader.getBalance({ address: buyer })).toBe(0n);
    expect((await press(page.ticket, '10')).status).toBe(200);
    expect(await reader.getBalance({ address: buyer })).toBeGreaterThan(0n);
  });

  it('serves Meld’s page as walletport builds it, delivering ETH where USDC was asked and saying so', async () => {
    const buyer = freshBuyer();
    const widget = await onramp.widget({ provider: 'meld', account: `eip155:31337:${buyer}` });
    const page = await openPage(widget.url);
    expect(page.html).toContain(buyer);
    expect(page.html).toContain('asked for USDC; this local provider delivers ETH only');
    expect((await press(page.ticket, '50')).status).toBe(200);
    expect(await reader.getBalance({ address: buyer })).toBeGreaterThan(0n);
  });

  it('shows what an attacker puts in a page’s URL as text, and offers nothing for an address it cannot pay', async () => {
    const site = standIns.onrampSites?.coinbase ?? '';
    const hostile = new URL('/buy/select-asset', site);
    hostile.searchParams.set('destinationWallets', JSON.stringify([{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', assets: ['<script>alert(1)</script>'] }]));
    hostile.searchParams.set('defaultNetwork', '"><img src=x onerror=alert(1)>');
    const page = await openPage(hostile.href);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    for (const wallets of [[{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }], [], 'not json']) {
      const url = new URL('/buy/select-asset', site);
      url.searchParams.set('destinationWallets', typeof wallets === 'string' ? wallets : JSON.stringify(wallets));
      const refused = await openPage(url.href);
      expect(refused.status).toBe(400);
      expect(refused.ticket).toBe('');
    }
  });

  it('completes only by a POST of a page it showed, with a form of a sensible size', async () => {
    const site = standIns.onrampSites?.coinbase ?? '';
    expect((await fetch(`${site}${COMPLETE_PATH}?ticket=x&amount=10`)).status).toBe(405);
    expect((await press('0'.repeat(32), '10')).status).toBe(409);
    const huge = await fetch(`${site}${COMPLETE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `ticket=${'a'.repeat(10_000)}` });
    expect(huge.status).toBe(413);
    const headers = (await fetch(site)).headers;
    expect(headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
