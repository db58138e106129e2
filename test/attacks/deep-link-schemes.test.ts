import { describe, expect, it } from 'vitest';
import { customWalletAction } from '../../domain/connectors/custom-wallet-action.ts';
import { isSafeWalletLink, walletConnectDeepLink } from '../../domain/connectors/deep-link.ts';
import { ApiWalletSchema } from '../../domain/schemas/api-directory.ts';

// The attacker controls a directory entry (or a custom wallet config fed from a compromised feed) and
// fills its app links with schemes that launch something other than a wallet when the visitor taps.

const PAIRING_URI = 'wc:abc@2?relay-protocol=irn&symKey=k';

const HOSTILE_LINKS = [
  'javascript:alert(document.domain)//',
  'data:text/html,<script>alert(1)</script>',
  'file:///C:/Windows/System32/calc.exe',
  'vbscript:msgbox(1)',
  'blob:https://wallet.example/1b2c',
  'search-ms://query=invoice&crumb=location',
  'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share',
  'search://query=invoice',
  'intent://scan/#Intent;scheme=zxing;package=com.attacker.app;end',
  'ms-msdt://id%20PCWDiagnostic%20/skip%20force',
  'ms-officecmd://launch',
  'MS-Settings://privacy',
  'shell://startup',
  'jar:https://attacker.example/evil.jar!/',
  'view-source://wallet.example/',
  'about://blank',
  'chrome://settings',
  'http://wallet.example/',
  'Search-MS://query=x',
  'INTENT://scan/#Intent;end',
  '\u0000search-ms://query=x',
  'search\t-ms://query=x',
  ' intent://scan/#Intent;end',
  'int\nent://scan',
  '\u200bintent://scan',
  '\u00a0metamask://',
  'https://metamask.io@attacker.example/',
];

describe('a hostile directory entry choosing its deep link scheme', () => {
  it.each(HOSTILE_LINKS)('cannot make %j the link a tap opens', (link) => {
    const entry = ApiWalletSchema.parse({ id: 'f'.repeat(64), name: 'Totally MetaMask', mobile_link: link, desktop_link: link });
    expect(isSafeWalletLink(entry.mobile_link ?? '')).toBe(false);
    expect(walletConnectDeepLink(entry.mobile_link ?? '', PAIRING_URI)).toBeUndefined();
    const custom = { id: entry.id, name: entry.name, mobile_link: link, desktop_link: link };
    expect(customWalletAction(custom, true)).toEqual({ kind: 'pair', appLink: undefined });
    expect(customWalletAction(custom, false)).toEqual({ kind: 'pair', appLink: undefined });
  });

  it('still gets a real wallet scheme and a universal link through, so the filter is not a blanket refusal', () => {
    expect(walletConnectDeepLink('metamask://', PAIRING_URI)).toBe(`metamask://wc?uri=${encodeURIComponent(PAIRING_URI)}`);
    expect(walletConnectDeepLink('https://link.trustwallet.com/', PAIRING_URI))
      .toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent(PAIRING_URI)}`);
  });
});
