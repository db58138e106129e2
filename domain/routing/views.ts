/** Spec §2: the named views, then the feature views built so far (send; swap, receive, onramp come later). */
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
  // Feature views (spec §2): shown only when their feature flag is on.
  'WalletSend',
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
