import type { View } from '../../domain/routing/views.ts';

export const VIEW_TITLES: Readonly<Record<View, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  ConnectingSiwe: 'Sign In',
  UnsupportedChain: 'Switch Network',
  // The spec names no title for it: AppKit's.
  Networks: 'Choose Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  WalletSend: 'Send',
  EmailVerifyDevice: 'Approve Device',
  EmailVerifyOtp: 'Confirm E-mail',
  UpdateEmailWallet: 'Edit E-mail',
  UpdateEmailPrimaryOtp: 'Confirm Current E-mail',
  UpdateEmailSecondaryOtp: 'Confirm New E-mail',
};
