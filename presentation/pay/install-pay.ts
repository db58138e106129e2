import { installPayParts } from '../../application/pay/pay-parts.ts';
import { installPayView } from '../modal/pay-view-loader.ts';

/**
 * Puts Pay's work in this page for every instance: the session, the exchange client and the view, each
 * imported when first needed. These dynamic imports live here, in `walletport/pay`, so a bundler builds
 * Pay's chunks only for a site that imports the entry. Every function and hook of the entry calls this;
 * a site that drives `appKit.flows.pay` on its own calls it once. Calling it again changes nothing.
 */
export function installPay(): void {
  installPayParts({
    session: () => import('../../application/pay/pay.session.ts'),
    exchanges: () => import('../../infrastructure/pay/pay-client.ts'),
  });
  installPayView(() => import('../views/PayView.tsx').then((module) => module.PayView));
}
