import type { CustomWallet } from '../options/option-types.ts';
import { isSafeWalletLink } from './deep-link.ts';
import { isWebLink } from './social-login.ts';

/** What a press on a custom wallet does: pair through WalletConnect (with the app's link to open), or open a page. */
export type CustomWalletAction =
  | { readonly kind: 'pair'; readonly appLink: string | undefined }
  | { readonly kind: 'open'; readonly url: string };

/**
 * AppKit's custom wallets: a wallet with an app link pairs through WalletConnect (the link for this device
 * opens the app with the pairing URI; on the other device the QR code pairs it). One with only a web app or
 * a homepage opens that page in a new tab. One with nothing usable still pairs by QR code, which any
 * WalletConnect wallet can scan. Unsafe links (script, data, plain http app links) count as absent.
 */
export function customWalletAction(wallet: CustomWallet, mobile: boolean): CustomWalletAction {
  const appLink = (link: string | undefined): string | undefined => (link !== undefined && isSafeWalletLink(link) ? link : undefined);
  const here = appLink(mobile ? wallet.mobile_link : wallet.desktop_link);
  if (here) return { kind: 'pair', appLink: here };
  if (appLink(mobile ? wallet.desktop_link : wallet.mobile_link)) return { kind: 'pair', appLink: undefined };
  if (isWebLink(wallet.webapp_link)) return { kind: 'open', url: wallet.webapp_link };
  if (isWebLink(wallet.homepage)) return { kind: 'open', url: wallet.homepage };
  return { kind: 'pair', appLink: undefined };
}
