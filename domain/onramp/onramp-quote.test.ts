import { describe, it, expect } from 'vitest';
import { quoteMismatch, type OnrampQuote } from './onramp-quote.ts';

const usd = (value: string) => ({ value, currency: 'USD' });
const quote: OnrampQuote = {
  paymentTotal: usd('100.00'), paymentSubTotal: usd('97.99'), purchaseAmount: { value: '0.039196', currency: 'ETH' },
  coinbaseFee: usd('1.51'), networkFee: usd('0.50'), quoteId: 'q-1',
};
const asked = { paymentCurrency: 'USD', purchaseCurrency: 'ETH' };

describe('an onramp quote', () => {
  it('answers the question when its currencies are those asked, in any letter case', () => {
    expect(quoteMismatch(quote, asked)).toBeUndefined();
    expect(quoteMismatch(quote, { paymentCurrency: 'usd', purchaseCurrency: 'eth' })).toBeUndefined();
  });

  it.each([
    ['a total in euros', { paymentTotal: { value: '100', currency: 'EUR' } }, 'paymentTotal in EUR, not USD'],
    ['a subtotal in euros', { paymentSubTotal: { value: '97', currency: 'EUR' } }, 'paymentSubTotal in EUR, not USD'],
    ['a fee in pounds', { networkFee: { value: '1', currency: 'GBP' } }, 'networkFee in GBP, not USD'],
    ['another coin', { purchaseAmount: { value: '1', currency: 'BTC' } }, 'purchase in BTC, not ETH'],
    ['nothing bought', { purchaseAmount: { value: '0.0', currency: 'ETH' } }, 'nothing to buy'],
    ['a fee that is not a plain amount', { coinbaseFee: { value: '1e2', currency: 'USD' } }, 'coinbaseFee is not a plain amount'],
    ['an amount bought that is not a plain amount', { purchaseAmount: { value: '-1', currency: 'ETH' } }, 'purchaseAmount is not a plain amount'],
  ])('does not answer it with %s', (_case, change, reason) => {
    expect(quoteMismatch({ ...quote, ...change }, asked)).toBe(reason);
  });

  it('keeps a hostile currency name short in its reason', () => {
    expect(quoteMismatch({ ...quote, paymentTotal: { value: '1', currency: 'X'.repeat(5_000) } }, asked)?.length).toBeLessThan(60);
  });
});
