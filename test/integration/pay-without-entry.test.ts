import { describe, expect, it } from 'vitest';
import { CHAIN_A, createHarness } from '../fakes/app-kit-harness.ts';
import { scriptedExchanges } from '../fakes/scripted-pay-exchanges.ts';

// No `installPay()` here: this file is a page that never imported `walletport/pay`.
const request = {
  paymentAsset: { network: CHAIN_A.caipNetworkId, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: 0.25,
};

describe('pay on a page without walletport/pay', () => {
  it('refuses every command as a disabled Pay does, even with features.pay on, and asks no service', async () => {
    const exchanges = scriptedExchanges();
    const harness = createHarness({ payExchanges: exchanges.port, options: { features: { pay: true } } });
    await harness.facade.ready;
    const { pay } = harness.facade.flows;

    await expect(pay.commands.open(request)).resolves.toBe(false);
    expect(pay.state.getSnapshot()).toMatchObject({ step: 'failed', request: undefined, error: expect.objectContaining({ code: 'PAY_NOT_ENABLED' }) });
    await expect(pay.commands.review()).resolves.toBe(false);
    await expect(pay.commands.confirm()).resolves.toBe(false);

    const answer = await pay.commands.findExchanges({});
    expect(answer).toMatchObject({ ok: false, error: expect.objectContaining({ code: 'PAY_NOT_ENABLED' }) });
    expect(exchanges.asked.list).toEqual([]);
  });
});
