import { describe, it, expect } from 'vitest';
import { MELD_PUBLIC_KEY, meldWidgetUrl } from './meld-widget.ts';
import type { OnrampAccount } from './onramp-account.ts';

const evm: OnrampAccount = { namespace: 'eip155', caipNetworkId: 'eip155:1', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };
const solana: OnrampAccount = { namespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' };

describe('Meld’s purchase page', () => {
  it('carries AppKit’s three parameters, in its order: public key, coin, address', () => {
    const url = new URL(meldWidgetUrl(evm, 'https://meldcrypto.com'));
    expect(url.origin).toBe('https://meldcrypto.com');
    expect([...url.searchParams]).toEqual([['publicKey', MELD_PUBLIC_KEY], ['destinationCurrencyCode', 'USDC'], ['walletAddress', evm.address]]);
  });

  it('buys SOL on Solana', () => {
    expect(new URL(meldWidgetUrl(solana, 'https://meldcrypto.com')).searchParams.get('destinationCurrencyCode')).toBe('SOL');
  });

  it('is built on the configured site, a local stand-in included', () => {
    expect(meldWidgetUrl(evm, 'http://127.0.0.1:4567').startsWith('http://127.0.0.1:4567/?publicKey=')).toBe(true);
  });
});
