/** Spec §2: the named views. Feature views (swap, send, ...) join later behind their feature flags. */
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
] as const;

export type View = (typeof VIEWS)[number];

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}
