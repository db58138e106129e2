import { describe, expect, it } from 'vitest';
import { GWEI, HARMLESS, QUIET_CHAIN, VISITOR, signingFrame } from './signing-frame.fixture.ts';
import { serverSigner } from './signer.fixture.ts';

const hex = (value: bigint): string => `0x${value.toString(16)}`;
const rows = (summary: unknown) => (summary as { rows: { label: string; value: string }[] }).rows;

describe('a page makes a transaction cost more than it shows', () => {
  it('a "Value 0 ETH" transaction whose max fee per gas would spend 0.9994 ETH on fees is refused, nothing shown or sent', async () => {
    const frame = signingFrame({ approve: true });
    // 21,000 gas at ~47,590 gwei: a plain transfer of nothing that costs nearly a whole ether in fees.
    const drain = { from: VISITOR, to: HARMLESS, value: '0x0', gas: '0x5208', maxFeePerGas: hex(47_590n * 1_000n * GWEI), maxPriorityFeePerGas: hex(47_590n * 1_000n * GWEI) };
    const { refusal } = await frame.outcome('eth_sendTransaction', [drain]);
    expect(refusal).toBe('The max fee per gas asked for is more than 10 times what the network needs now. Nothing was sent.');
    expect([frame.shown, frame.sent]).toEqual([[], []]);
  });

  it('a gas limit far above the node\'s estimate is refused', async () => {
    const frame = signingFrame({ approve: true });
    const { refusal } = await frame.outcome('eth_sendTransaction', [{ to: HARMLESS, value: '0x0', gas: hex(21_000n * 11n) }]);
    expect(refusal).toBe('The gas limit asked for is more than 10 times what the network needs now. Nothing was sent.');
    expect(frame.sent).toEqual([]);
  });

  it('a transaction without fee fields is shown with its gas limit, max fee and max total cost, and sent with exactly those', async () => {
    const frame = signingFrame({ approve: true });
    await frame.outcome('eth_sendTransaction', [{ to: HARMLESS, value: hex(10n ** 17n) }]);
    expect(rows(frame.shown[0])).toEqual(expect.arrayContaining([
      { label: 'Gas limit', value: '21000' },
      { label: 'Max fee per gas', value: '21 gwei' },
      { label: 'Max priority fee per gas', value: '1 gwei' },
      { label: 'Max total cost', value: '0.100441 ETH' },
    ]));
    expect(frame.sent).toEqual([{ method: 'sendTransaction', args: [1, { to: HARMLESS, value: hex(10n ** 17n), gas: '0x5208', maxFeePerGas: hex(21n * GWEI), maxPriorityFeePerGas: hex(GWEI) }] }]);
  });

  it('a page-chosen nonce that replaces a pending transaction is shown with a warning', async () => {
    const frame = signingFrame({ chain: { ...QUIET_CHAIN, eth_getTransactionCount: '0x7' } });
    await frame.outcome('eth_sendTransaction', [{ to: HARMLESS, value: '0x0', nonce: '0x3' }]);
    expect(rows(frame.shown[0])).toContainEqual({ label: 'Nonce', value: '3' });
    expect((frame.shown[0] as { warnings: string[] }).warnings).toEqual([
      'Nonce 3 is already used by another of your transactions: this one replaces it, or fails',
    ]);
  });

  it('the server refuses to fill in a gas limit or fees the visitor never saw, before it reaches the chain', async () => {
    const { signer } = serverSigner({ 31337: 'http://127.0.0.1:9' });
    await expect(signer.sendTransaction('token-1', 31337, { to: HARMLESS, value: '0x1' }))
      .rejects.toThrow('transaction.gas needs the gas limit the visitor approved');
    await expect(signer.sendTransaction('token-1', 31337, { to: HARMLESS, value: '0x1', gas: '0x5208', maxFeePerGas: '0x1' }))
      .rejects.toThrow(/^transaction\.maxFeePerGas needs the fees the visitor approved/);
  });
});
