/**
 * `walletport/pay`: AppKit Pay's API (`@reown/appkit-pay`) over the instance `createAppKit` made. A
 * site that never imports this entry carries none of it; Pay's own work comes with the core and its
 * view with its first opening. Pay is off unless the instance has `features: { pay: true }`.
 */
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
