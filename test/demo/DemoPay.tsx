import { usePay, type PaymentOptions } from 'walletport/pay/react';
import { DEMO_PAY_RECIPIENT } from './demo-payment.ts';

/** What a shop's checkout asks: 0.01 of the local chain's ETH to the shop's address. */
const PAYMENT: PaymentOptions = {
  paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  recipient: DEMO_PAY_RECIPIENT,
  amount: 0.01,
};

/** A checkout as a dApp writes it with AppKit Pay's hook: a Pay button, and what the payment came to. */
export function DemoPay() {
  const { open, data, error, isPending } = usePay();
  return (
    <section className="panel" aria-label="Payment">
      <h2>Payment</h2>
      <p style={{ overflowWrap: 'anywhere' }}>0.01 ETH on Anvil Local to {DEMO_PAY_RECIPIENT}</p>
      <button type="button" onClick={() => void open(PAYMENT).catch(() => undefined)}>Pay 0.01 ETH</button>
      <dl>
        <dt>payment</dt>
        <dd data-testid="demo-pay-status">{data ? 'paid' : error ? 'failed' : isPending ? 'in progress' : '—'}</dd>
        <dt>transaction</dt>
        <dd data-testid="demo-pay-result" style={{ wordBreak: 'break-all' }}>{data ?? error ?? '—'}</dd>
      </dl>
    </section>
  );
}
