import { describe, expect, it } from 'vitest';
import { customWalletAction } from './custom-wallet-action.ts';

const wallet = { id: 'site-wallet', name: 'Site Wallet' };

describe('a custom wallet pressed in the Connect view', () => {
  it('pairs through WalletConnect with the app link of this device', () => {
    const both = { ...wallet, mobile_link: 'sitewallet://', desktop_link: 'sitewallet-desktop://', homepage: 'https://site.example' };
    expect(customWalletAction(both, true)).toEqual({ kind: 'pair', appLink: 'sitewallet://' });
    expect(customWalletAction(both, false)).toEqual({ kind: 'pair', appLink: 'sitewallet-desktop://' });
  });

  it("pairs by QR code when only the other device's app link exists", () => {
    expect(customWalletAction({ ...wallet, mobile_link: 'sitewallet://', webapp_link: 'https://app.site.example' }, false)).toEqual({ kind: 'pair', appLink: undefined });
  });

  it('opens the web app, else the homepage, when there is no app link', () => {
    expect(customWalletAction({ ...wallet, webapp_link: 'https://app.site.example', homepage: 'https://site.example' }, false)).toEqual({ kind: 'open', url: 'https://app.site.example' });
    expect(customWalletAction({ ...wallet, homepage: 'https://site.example' }, true)).toEqual({ kind: 'open', url: 'https://site.example' });
  });

  it('never uses an unsafe link, and pairs by QR code with nothing usable', () => {
    const hostile = { ...wallet, mobile_link: 'javascript:alert(1)', desktop_link: 'data:text/html,x', webapp_link: 'vbscript:x', homepage: 'not a url' };
    expect(customWalletAction(hostile, true)).toEqual({ kind: 'pair', appLink: undefined });
    expect(customWalletAction(wallet, false)).toEqual({ kind: 'pair', appLink: undefined });
  });
});
