/** `walletport/pay/react`: `walletport/pay` plus AppKit Pay's React hooks (`@reown/appkit-pay/react`). */
export * from './pay.ts';
export {
  usePay,
  useAvailableExchanges,
  usePayUrlActions,
  useExchangeBuyStatus,
  type UsePayParameters,
  type UsePayReturn,
  type UseAvailableExchangesReturn,
  type UseExchangeBuyStatusParameters,
  type UseExchangeBuyStatusReturn,
  type UsePayUrlActionsReturn,
} from '../pay/pay-hooks.ts';
