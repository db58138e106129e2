import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, type Hash, type PublicClient } from 'viem';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import type { PayExchangesPort } from '../../application/ports/pay.port.ts';
import { baseSepoliaETH, baseUSDC } from '../../domain/pay/payment-asset.ts';
import { createSystemClock } from '../../infrastructure/clock/system-clock.ts';
import { createFetchHttp } from '../../infrastructure/http/fetch-http.ts';
import { createPayExchangesClient } from '../../infrastructure/pay/pay-client.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import { startRemoteStandIns, type RemoteStandIns } from './remote-server.ts';

/** An address no dev account or contract of the harness uses: its balance is what the exchange paid it. */
const RECIPIENT = '0x5ca1ab1e00000000000000000000000000c0ffee';
let anvil: AnvilChain;
let standIns: RemoteStandIns;
let reader: PublicClient;
let pay: PayExchangesPort;

beforeAll(async () => {
  // Base Sepolia's chain id: the Reown test exchange sells its ether, and AppKit names it baseSepoliaETH.
  anvil = await startAnvil({ chainId: 84532, port: await findFreePort() });
  standIns = await startRemoteStandIns({ port: 0, anvilRpcUrls: { '84532': anvil.rpcUrl }, payExchange: true });
  reader = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) });
  const config: RemoteConfig = { projectId: 'demo', sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints(standIns.endpoints), analyticsEnabled: false, telemetryEnabled: false };
  pay = createPayExchangesClient(createFetchHttp({ clock: createSystemClock() }), config);
}, 30_000);

afterAll(async () => {
  await standIns?.stop();
  await anvil?.stop();
});

const exchangePage = () => {
  if (!standIns.payExchange) throw new Error('the exchange page was not started');
  return standIns.payExchange;
};
const confirm = (sessionId: string) => fetch(`${exchangePage().url}/api/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `sessionId=${sessionId}`, redirect: 'manual' });
const payment = (amount: string, asset = baseSepoliaETH) => pay.getPayUrl({ exchangeId: 'reown_test', asset, amount, recipient: RECIPIENT });

describe('the Reown test exchange on a local chain, through the exchange methods', () => {
  it('serves its page on 127.0.0.1 and is listed for the ether it sells', async () => {
    expect(exchangePage().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { exchanges } = await pay.listExchanges({ asset: baseSepoliaETH, amount: '0.25' });
    expect(exchanges.map((exchange) => exchange.id)).toEqual(['reown_test']);
  });

  it('pays the recipient the amount on Confirm payment, and the status turns to success with the transaction', async () => {
    const before = await reader.getBalance({ address: RECIPIENT });
    const { url, sessionId } = await payment('0.25');
    expect(url.startsWith(`${exchangePage().url}/?asset=eip155:84532/slip44:60&amount=0.25&recipient=${RECIPIENT}&sessionId=${sessionId}`)).toBe(true);
    await expect(pay.getBuyStatus({ exchangeId: 'reown_test', sessionId })).resolves.toEqual({ status: 'IN_PROGRESS', txHash: undefined });

    const shown = await fetch(url);
    const html = await shown.text();
    expect(shown.status).toBe(200);
    for (const text of ['0.25', 'eip155:84532/slip44:60', RECIPIENT, 'Confirm payment']) expect(html).toContain(text);

    const confirmed = await confirm(sessionId);
    expect(confirmed.status).toBe(303);
    expect(await reader.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'));

    const status = await pay.getBuyStatus({ exchangeId: 'reown_test', sessionId });
    expect(status.status).toBe('SUCCESS');
    const transaction = await reader.getTransaction({ hash: status.txHash as Hash });
    expect(transaction).toMatchObject({ from: exchangePage().payer.toLowerCase(), to: RECIPIENT, value: parseEther('0.25') });
    expect(await (await fetch(url)).text()).not.toContain('Confirm payment');
  });

  it('pays once however often Confirm is pressed', async () => {
    const { sessionId } = await payment('0.01');
    const before = await reader.getBalance({ address: RECIPIENT });
    await Promise.all([confirm(sessionId), confirm(sessionId), confirm(sessionId)]);
    expect(await reader.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'));
  });

  it('fails a purchase it cannot pay out here, and the status says FAILED, not success', async () => {
    const sepoliaETH = { ...baseSepoliaETH, network: 'eip155:11155111' };
    const { sessionId } = await pay.getPayUrl({ exchangeId: 'reown_test', asset: sepoliaETH, amount: '1', recipient: RECIPIENT });
    await confirm(sessionId);
    await expect(pay.getBuyStatus({ exchangeId: 'reown_test', sessionId })).resolves.toEqual({ status: 'FAILED', txHash: undefined });
  });

  it('knows nothing of a session it never opened: UNKNOWN, and no page', async () => {
    await expect(pay.getBuyStatus({ exchangeId: 'reown_test', sessionId: 'f'.repeat(32) })).resolves.toEqual({ status: 'UNKNOWN', txHash: undefined });
    const page = await fetch(`${exchangePage().url}/?sessionId=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('<script>');
  });

  it('sells no token, as the real test exchange: USDC is refused as AppKit names it', async () => {
    await expect(payment('5', baseUSDC)).rejects.toMatchObject({ code: 'PAY_ASSET_NOT_SUPPORTED' });
  });
});
