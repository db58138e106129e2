import type { OnrampAccount } from './onramp-account.ts';

/**
 * Reown's public key for Meld's widget (reown-com/appkit tag @reown/appkit-controllers@1.7.6,
 * packages/controllers/src/utils/ConstantsUtil.ts:28). A publishable key, made to sit in page code.
 */
export const MELD_PUBLIC_KEY = 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU';

/**
 * Meld's purchase page for an account. The blockchain API builds no Meld page URL that AppKit uses (its
 * `/v1/onramp/widget` needs a Meld sub-provider chosen from `/v1/onramp/multi/quotes`, which AppKit
 * 1.7.6 never calls), so the page is built here as AppKit builds it (OnRampController.ts:102-112): the
 * public key, the coin to buy (SOL on Solana, USDC elsewhere) and the address to deliver to. Meld's
 * page asks the amount and network itself.
 */
export function meldWidgetUrl(account: OnrampAccount, site: string): string {
  const url = new URL(site);
  url.searchParams.append('publicKey', MELD_PUBLIC_KEY);
  url.searchParams.append('destinationCurrencyCode', account.namespace === 'solana' ? 'SOL' : 'USDC');
  url.searchParams.append('walletAddress', account.address);
  return url.href;
}
