import { defineEntry } from './catalogue-entry.ts';

/** WalletConnect pairing failures (walletport wording; the spec names the states, not the text). */
export const WALLETCONNECT_ERRORS = {
  WALLETCONNECT_PAIRING_EXPIRED: defineEntry('connection', 'WALLETCONNECT_PAIRING_EXPIRED', 'The QR code expired. Try again for a new one.'),
  WALLETCONNECT_UNAVAILABLE: defineEntry('connection', 'WALLETCONNECT_UNAVAILABLE', 'WalletConnect is not available on this site.', 'CONFIGURATION'),
} as const;
