import { describe, expect, it } from 'vitest';
import { BUY_STATUSES, isBuyStatus, isFinalBuyStatus } from './exchange.ts';
import { exchangePaymentStarted, withBuyStatus } from './payment-result.ts';

const TX = `0x${'ab'.repeat(32)}`;

describe('buy statuses', () => {
  it('are the four of AppKit and the service, in their spelling', () => {
    expect(BUY_STATUSES).toEqual(['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']);
    for (const status of BUY_STATUSES) expect(isBuyStatus(status)).toBe(true);
  });

  it.each(['success', 'Success', 'COMPLETED', 'PENDING', '', ' SUCCESS', 'toString', 1, null, undefined, {}])('do not include %p', (value) => {
    expect(isBuyStatus(value)).toBe(false);
  });

  it('end a payment on SUCCESS and FAILED only', () => {
    expect(BUY_STATUSES.filter(isFinalBuyStatus)).toEqual(['SUCCESS', 'FAILED']);
  });
});

describe('the payment a buy status is applied to (PayController.updateBuyStatus)', () => {
  const started = exchangePaymentStarted('reown_test', 'a'.repeat(32));

  it('starts in progress with its exchange and session', () => {
    expect(started).toEqual({ type: 'exchange', exchangeId: 'reown_test', sessionId: 'a'.repeat(32), status: 'IN_PROGRESS' });
  });

  it('takes the reported status and hash; a final status ends it', () => {
    expect(withBuyStatus(started, { status: 'IN_PROGRESS', txHash: undefined })).toEqual({ payment: { ...started, result: undefined }, ended: false });
    expect(withBuyStatus(started, { status: 'UNKNOWN', txHash: undefined }).ended).toBe(false);
    expect(withBuyStatus(started, { status: 'SUCCESS', txHash: TX })).toEqual({ payment: { ...started, status: 'SUCCESS', result: TX }, ended: true });
    expect(withBuyStatus(started, { status: 'FAILED', txHash: undefined })).toEqual({ payment: { ...started, status: 'FAILED', result: undefined }, ended: true });
  });

  it('leaves a wallet payment alone: an exchange’s report is not about it', () => {
    const wallet = { type: 'wallet', status: 'IN_PROGRESS' } as const;
    expect(withBuyStatus(wallet, { status: 'SUCCESS', txHash: TX })).toEqual({ payment: wallet, ended: false });
  });
});
