import { defineEntry } from './catalogue-entry.ts';

/** SIWX errors, to the letter (including the spec's "trying initialize"). */
export const SIWX_ERRORS = {
  SIWX_INITIALIZE_FAILED: defineEntry('siwx', 'SIWX_INITIALIZE_FAILED', 'A problem occurred while trying initialize authentication'),
  SIWX_SIGNATURE_DECLINED: defineEntry('siwx', 'SIWX_SIGNATURE_DECLINED', 'Signature declined', 'USER_REJECTED'),
  SIWX_SMART_ACCOUNT_UNSUPPORTED: defineEntry('siwx', 'SIWX_SMART_ACCOUNT_UNSUPPORTED',
    'This application might not support Smart Accounts'),
  SIWX_NOT_ENABLED: defineEntry('siwx', 'SIWX_NOT_ENABLED', 'SIWX is not enabled', 'CONFIGURATION'),
  SIWX_NO_ACTIVE_CAIP_ADDRESS: defineEntry('siwx', 'SIWX_NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'),
  SIWX_NO_ACTIVE_NETWORK: defineEntry('siwx', 'SIWX_NO_ACTIVE_NETWORK', 'No ActiveCaipNetwork or client found'),
  SIWX_NO_CONNECTION_CLIENT: defineEntry('siwx', 'SIWX_NO_CONNECTION_CLIENT', 'No ConnectionController client found'),
  // A backend's refusals of a presented sign-in (verifySiwxSession): walletport wording, one code per reason.
  SIWX_SESSION_MALFORMED: defineEntry('siwx', 'SIWX_SESSION_MALFORMED', 'The sign-in is not well formed. Please sign in again.', 'VALIDATION'),
  SIWX_DOMAIN_MISMATCH: defineEntry('siwx', 'SIWX_DOMAIN_MISMATCH', 'The sign-in was made for another site. Please sign in again.', 'VALIDATION'),
  SIWX_URI_MISMATCH: defineEntry('siwx', 'SIWX_URI_MISMATCH', 'The sign-in was made for another address. Please sign in again.', 'VALIDATION'),
  SIWX_CHAIN_NOT_ALLOWED: defineEntry('siwx', 'SIWX_CHAIN_NOT_ALLOWED', 'The sign-in was made on a network this site does not accept.', 'VALIDATION'),
  SIWX_ISSUED_AT_MISSING: defineEntry('siwx', 'SIWX_ISSUED_AT_MISSING', 'The sign-in does not say when it was made. Please sign in again.', 'VALIDATION'),
  SIWX_ISSUED_IN_FUTURE: defineEntry('siwx', 'SIWX_ISSUED_IN_FUTURE', 'The sign-in says it was made in the future. Check your device clock, then sign in again.', 'VALIDATION'),
  SIWX_SESSION_NOT_YET_VALID: defineEntry('siwx', 'SIWX_SESSION_NOT_YET_VALID', 'The sign-in is not valid yet. Check your device clock, then sign in again.', 'VALIDATION'),
  SIWX_SESSION_EXPIRED: defineEntry('siwx', 'SIWX_SESSION_EXPIRED', 'The sign-in has expired. Please sign in again.', 'VALIDATION'),
  SIWX_SESSION_TOO_OLD: defineEntry('siwx', 'SIWX_SESSION_TOO_OLD', 'The sign-in is too old. Please sign in again.', 'VALIDATION'),
  SIWX_NONCE_REFUSED: defineEntry('siwx', 'SIWX_NONCE_REFUSED', 'The sign-in was already used or was not asked for by this site. Please sign in again.', 'VALIDATION'),
  SIWX_SIGNATURE_INVALID: defineEntry('siwx', 'SIWX_SIGNATURE_INVALID', 'The signature is not valid', 'VALIDATION'),
  // A signature the wallet did not give, besides 'Signature declined' (the visitor said no): walletport
  // wording for a wallet that cannot sign messages at all, and for one that tried and failed, so the
  // visitor is not told they declined what they never saw (signing-errors.ts tells which is which).
  SIWX_SIGNATURE_UNSUPPORTED: defineEntry('siwx', 'SIWX_SIGNATURE_UNSUPPORTED',
    'This wallet cannot sign messages, so it cannot sign in here. Try another wallet.'),
  SIWX_SIGNATURE_FAILED: defineEntry('siwx', 'SIWX_SIGNATURE_FAILED', 'The wallet could not sign the message. You can try again.'),
} as const;
