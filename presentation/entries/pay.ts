/**
 * `walletport/pay`: AppKit Pay's API (`@reown/appkit-pay`) over the instance `createAppKit` made, and
 * Pay's work: the session, the exchange client and the view, each loaded when first needed. A site
 * that never imports this entry builds none of them. Pay is off unless the instance has
 * `features: { pay: true }`.
 */
export { installPay } from '../pay/install-pay.ts';
export {
  openPay,
  pay,
  getExchanges,
  getPayResult,
  getPayError,
  getIsPaymentInProgress,
  getAvailableExchanges,
  getPayUrl,
  openPayUrl,
  getBuyStatus,
} from '../pay/pay-functions.ts';
export { baseETH, baseUSDC, baseSepoliaETH } from '../../domain/pay/payment-asset.ts';
export type {
  AppKitPayErrorMessage,
  AssetMetadata,
  BuyStatus,
  CurrentPayment,
  Exchange,
  ExchangeBuyStatus,
  ExchangeList,
  GetExchangesParams,
  PaymentAsset,
  PaymentExchangeFilter,
  PaymentOptions,
  PaymentRedirectUrls,
  PaymentResult,
  PaymentType,
  PayResult,
  PayUrlParams,
  PayUrlResponse,
} from '../pay/pay-types.ts';
