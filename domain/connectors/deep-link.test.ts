import { describe, expect, it } from 'vitest';
import { isSafeWalletLink, walletConnectDeepLink } from './deep-link.ts';

const uri = 'wc:abc@2?relay-protocol=irn&symKey=k';

describe('wallet deep links', () => {
  it('builds mobile_link + wc?uri=<encoded uri> for universal links and custom schemes', () => {
    expect(walletConnectDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`);
    expect(walletConnectDeepLink('https://link.trustwallet.com/', uri)).toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`);
    expect(walletConnectDeepLink('https://wallet.app', uri)).toBe(`https://wallet.app/wc?uri=${encodeURIComponent(uri)}`);
  });

  it('refuses links that could run script, read files, launch something other than a wallet or hide their scheme', () => {
    for (const link of [
      'javascript:alert(document.cookie)//',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'http://wallet.example/',
      'blob:https://x/y',
      'intent://scan/#Intent;package=com.other.app;end',
      'search-ms://query=x',
      'ms-settings://privacy',
      'Shell://startup',
      'CHROME://settings',
      'metamask:',
      'metamask:wc',
      'https://wallet.example@other.example/',
      'not a url',
      '',
    ]) {
      expect(isSafeWalletLink(link), link).toBe(false);
      expect(walletConnectDeepLink(link, uri), link).toBeUndefined();
    }
    expect(isSafeWalletLink('rainbow://')).toBe(true);
    expect(isSafeWalletLink('ledgerlive://')).toBe(true);
    expect(isSafeWalletLink('Rainbow://')).toBe(true);
    expect(isSafeWalletLink('https://rnbwapp.com/')).toBe(true);
  });
});
