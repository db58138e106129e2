import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSendFunds, type Holding } from './send-funds.ts';

const ETHER = 10n ** 18n;
const eth = (value: bigint): Holding => ({ value, decimals: 18, symbol: 'ETH' });
const tt = (value: bigint): Holding => ({ value, decimals: 6, symbol: 'TT' });

describe('whether the account can pay for a send, before the wallet is asked', () => {
  it('refuses a native amount over the balance, saying the balance', () => {
    const error = checkSendFunds({ amount: 20_000n * ETHER, held: eth(9_998n * ETHER), native: eth(9_998n * ETHER), sendsNative: true, fee: 21_000n });
    expect(error).toMatchObject({
      code: 'SEND_INSUFFICIENT_BALANCE',
      shortMessage: 'The amount is more than your balance of 9998.000 ETH. Nothing was sent.',
      category: 'VALIDATION',
    });
  });

  it('refuses a native send whose amount leaves too little for the fee', () => {
    const error = checkSendFunds({ amount: 10n * ETHER, held: eth(10n * ETHER), native: eth(10n * ETHER), sendsNative: true, fee: 21_000n });
    expect(error).toMatchObject({ code: 'SEND_INSUFFICIENT_FOR_FEE', shortMessage: 'Not enough ETH left to pay the network fee of this transfer. Nothing was sent.' });
    expect(checkSendFunds({ amount: 10n * ETHER - 21_000n, held: eth(10n * ETHER), native: eth(10n * ETHER), sendsNative: true, fee: 21_000n })).toBeUndefined();
  });

  it('checks a token amount against the token balance and the fee against the native balance', () => {
    expect(checkSendFunds({ amount: 5_000_001n, held: tt(5_000_000n), native: eth(ETHER), sendsNative: false, fee: 50_000n })).toMatchObject({
      code: 'SEND_INSUFFICIENT_BALANCE',
      shortMessage: 'The amount is more than your balance of 5.000 TT. Nothing was sent.',
    });
    expect(checkSendFunds({ amount: 5_000_000n, held: tt(5_000_000n), native: eth(49_999n), sendsNative: false, fee: 50_000n })).toMatchObject({ code: 'SEND_INSUFFICIENT_FOR_FEE' });
    expect(checkSendFunds({ amount: 5_000_000n, held: tt(5_000_000n), native: eth(50_000n), sendsNative: false, fee: 50_000n })).toBeUndefined();
  });

  it('without a fee estimate still refuses a send that leaves no native currency at all', () => {
    expect(checkSendFunds({ amount: 1n, held: tt(5n), native: eth(0n), sendsNative: false, fee: undefined })).toMatchObject({ code: 'SEND_INSUFFICIENT_FOR_FEE' });
    expect(checkSendFunds({ amount: ETHER, held: eth(ETHER), native: eth(ETHER), sendsNative: true, fee: undefined })).toMatchObject({ code: 'SEND_INSUFFICIENT_FOR_FEE' });
    expect(checkSendFunds({ amount: 1n, held: tt(5n), native: eth(1n), sendsNative: false, fee: undefined })).toBeUndefined();
  });

  it('keeps a hostile symbol short and free of controls in the message', () => {
    const error = checkSendFunds({ amount: 2n, held: { value: 1n, decimals: 0, symbol: `\u202Eevil${'X'.repeat(500)}` }, native: eth(ETHER), sendsNative: false, fee: 1n });
    expect(error?.shortMessage).toBe(`The amount is more than your balance of 1.000 evil${'X'.repeat(12)}. Nothing was sent.`);
  });

  it('never lets through an amount over the balance, whatever the numbers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.bigInt({ min: 0n, max: 10n ** 20n }), { nil: undefined }), (amount, balance, fee) => {
        const error = checkSendFunds({ amount, held: eth(balance), native: eth(balance), sendsNative: true, fee });
        return amount + (fee ?? 1n) <= balance || error !== undefined;
      }),
    );
  });
});
