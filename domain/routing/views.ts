/** The named views, then the feature views (AppKit's names), each shown only when its feature is on. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSiwe',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // The e-mail login's steps after the address (AppKit's names): the device link, then the code.
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  // Updating the embedded wallet's e-mail (AppKit's names): the new address, then a code to each address.
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  // AppKit's network picker, which <appkit-network-button> opens.
  'Networks',
  // The wallet guide's explainers, reached from "Haven't got a wallet?" and the network picker.
  'WhatIsAWallet',
  'WhatIsANetwork',
  // Feature views: shown only when their feature flag is on (see view-features.ts).
  'WalletSend',
  'WalletReceive',
  'Transactions',
  'Swap',
  'OnRampProviders',
  'Pay',
] as const;

export type View = (typeof VIEWS)[number];

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}

/** The views a connect in progress shows while the wallet is asked. */
const CONNECTING_VIEWS: readonly View[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSiwe',
];

export function isConnectingView(view: View): boolean {
  return CONNECTING_VIEWS.includes(view);
}
