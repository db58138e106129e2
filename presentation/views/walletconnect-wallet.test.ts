import { describe, expect, it } from 'vitest';
import { qrPath } from '../components/qr-path.ts';
import { walletConnectDeepLink } from './walletconnect-wallet.ts';

describe('WalletConnect view helpers', () => {
  it('builds the wallet deep link as mobile_link + wc?uri=<encoded uri>', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=k';
    expect(walletConnectDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`);
    expect(walletConnectDeepLink('https://link.trustwallet.com/', uri)).toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`);
    expect(walletConnectDeepLink('https://wallet.app', uri)).toBe(`https://wallet.app/wc?uri=${encodeURIComponent(uri)}`);
  });

  it('draws one 1×1 square per dark module', () => {
    expect(qrPath(2, (row, column) => row === column)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
