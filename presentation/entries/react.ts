/** `walletport/react`: the same createAppKit plus hooks and components. */
export * from './index.ts';
export { AppKitButton, type AppKitButtonProps } from '../react/AppKitButton.tsx';
// Types only: importing them also brings the JSX declarations of <appkit-button> and the other elements.
export type {
  AccountButtonAttributes,
  AppKitButtonAttributes,
  ConnectButtonAttributes,
  NetworkButtonAttributes,
} from '../web-components/jsx-types.ts';
export {
  AppKitProvider,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitNetworkCore,
  useAppKitProvider,
  useAppKitBalance,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useFlow,
  useWalletInfo,
  type UseAppKitAccountResult,
  type UseAppKitNetworkResult,
} from '../react/react-state.tsx';
