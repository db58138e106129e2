/** `walletport/react`: the same createAppKit plus hooks and components. */
export * from './index.ts';
export { AppKitButton, type AppKitButtonProps } from '../react/AppKitButton.tsx';
export { AppKitProvider } from '../react/app-kit-context.tsx';
export {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useFlow,
  useWalletInfo,
  type UseAppKitAccountResult,
  type UseAppKitNetworkResult,
} from '../react/hooks.ts';
