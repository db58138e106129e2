/** The Connect view: groups, tags, the wallet guide, the legal checkbox, e-mail and social login, WalletConnect pairing. */
export const CONNECT_MESSAGES = {
} as const;
