import { defineEntry } from './catalogue-entry.ts';
import { rpcErrorCodeOf } from './rpc-codes.ts';
import { STARTUP_ERRORS } from './startup-entries.ts';

/** Embedded-wallet errors, to the letter. */
export const EMBEDDED_ERRORS = {
  EMAIL_LOGIN_COOLDOWN: defineEntry('embedded', 'EMAIL_LOGIN_COOLDOWN', 'Please try again after {seconds} seconds', 'VALIDATION'),
  RPC_METHOD_NOT_ALLOWED: defineEntry('embedded', 'RPC_METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed', 'VALIDATION',
    { uiMessage: 'Action not allowed' }),
  REQUEST_ABORTED: defineEntry('embedded', 'REQUEST_ABORTED', 'Request was aborted'),
  REQUEST_ABORTED_OTHER: defineEntry('embedded', 'REQUEST_ABORTED_OTHER', 'Something went wrong'),
  FRAME_ERROR_WITHOUT_MESSAGE: defineEntry('embedded', 'FRAME_ERROR_WITHOUT_MESSAGE', 'An error occurred'),
  EMAIL_DEPENDENCY_LOAD_FAILED: defineEntry('embedded', 'EMAIL_DEPENDENCY_LOAD_FAILED', 'Unable to load email login dependency'),
  HOOK_BEFORE_CREATE: STARTUP_ERRORS.HOOK_BEFORE_CREATE,
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: defineEntry('embedded', 'WALLET_CONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'),
  CHAIN_NOT_SUPPORTED: defineEntry('embedded', 'CHAIN_NOT_SUPPORTED', 'Chain is not supported'),
  // The reference auth server's e-mail login (walletport wording: the spec leaves the server out).
  OTP_INVALID: defineEntry('embedded', 'OTP_INVALID', 'Invalid code. Please try again.', 'VALIDATION'),
  OTP_EXPIRED: defineEntry('embedded', 'OTP_EXPIRED', 'The code has expired. Ask for a new one.', 'VALIDATION'),
  OTP_LOCKED: defineEntry('embedded', 'OTP_LOCKED', 'Too many attempts. Try again in {minutes} minutes.', 'VALIDATION'),
  DEVICE_NOT_VERIFIED: defineEntry('embedded', 'DEVICE_NOT_VERIFIED',
    'Confirm this device with the link sent to your e-mail, then enter the code.', 'VALIDATION'),
  DEVICE_LINK_INVALID: defineEntry('embedded', 'DEVICE_LINK_INVALID',
    'This device link is invalid or has expired. Sign in again to get a new one.', 'VALIDATION'),
  SESSION_TOKEN_INVALID: defineEntry('embedded', 'SESSION_TOKEN_INVALID',
    'This session is not valid here. Sign in again.', 'VALIDATION'),
  // walletport wording: the sessions elsewhere may still be open, so the visitor must not think otherwise.
  SIGN_OUT_EVERYWHERE_FAILED: defineEntry('embedded', 'SIGN_OUT_EVERYWHERE_FAILED',
    'Your other devices could not be signed out. You are still signed in here. Try again.', 'API_ERROR'),
  EMAIL_IN_USE: defineEntry('embedded', 'EMAIL_IN_USE', 'This e-mail belongs to another wallet.', 'VALIDATION'),
  // Too many codes asked for or entered from one address, or by everyone together (HTTP 429).
  TOO_MANY_REQUESTS: defineEntry('embedded', 'TOO_MANY_REQUESTS', 'Too many sign-in requests. Try again in {minutes} minutes.', 'VALIDATION'),
  // Social login, Farcaster and smart accounts of the reference frame (walletport wording, as above).
  SOCIAL_PROVIDER_NOT_CONFIGURED: defineEntry('embedded', 'SOCIAL_PROVIDER_NOT_CONFIGURED',
    'Sign-in with {provider} is not available on this site.', 'CONFIGURATION'),
  SOCIAL_POPUP_BLOCKED: defineEntry('embedded', 'SOCIAL_POPUP_BLOCKED',
    'The browser blocked the sign-in window. Allow pop-ups for this site and try again.', 'VALIDATION'),
  SOCIAL_POPUP_CLOSED: defineEntry('embedded', 'SOCIAL_POPUP_CLOSED',
    'The sign-in window was closed before the sign-in finished. Try again.', 'VALIDATION'),
  // The approval window, where the frame cannot prove it is seen (walletport wording).
  APPROVAL_WINDOW_BLOCKED: defineEntry('embedded', 'APPROVAL_WINDOW_BLOCKED',
    'The browser blocked the approval window. Allow pop-ups for this site and try again. Nothing was signed.', 'VALIDATION'),
  APPROVAL_WINDOW_CLOSED: defineEntry('embedded', 'APPROVAL_WINDOW_CLOSED',
    'The approval window was closed before you answered. Nothing was signed.', 'VALIDATION'),
  SOCIAL_LOGIN_DENIED: defineEntry('embedded', 'SOCIAL_LOGIN_DENIED',
    'The sign-in was not allowed. Try again and allow access to continue.', 'VALIDATION'),
  SOCIAL_LOGIN_INVALID: defineEntry('embedded', 'SOCIAL_LOGIN_INVALID',
    'This sign-in is invalid or has expired. Start it again.', 'VALIDATION'),
  FARCASTER_NOT_APPROVED: defineEntry('embedded', 'FARCASTER_NOT_APPROVED',
    'Waiting for the approval in Farcaster.', 'VALIDATION'),
  FARCASTER_SIGNATURE_INVALID: defineEntry('embedded', 'FARCASTER_SIGNATURE_INVALID',
    'The Farcaster approval could not be verified. Start again.', 'VALIDATION'),
  SMART_ACCOUNT_NOT_AVAILABLE: defineEntry('embedded', 'SMART_ACCOUNT_NOT_AVAILABLE',
    'Smart accounts are not available on this network.', 'VALIDATION'),
  // The auth server's deployment: its database, and the settings its instances must share (walletport wording).
  AUTH_DATABASE_UNAVAILABLE: defineEntry('embedded', 'AUTH_DATABASE_UNAVAILABLE',
    'The wallet service is unavailable right now. Try again in a moment.', 'API_ERROR'),
  AUTH_SERVER_SETTINGS_DIFFER: defineEntry('embedded', 'AUTH_SERVER_SETTINGS_DIFFER',
    'This server\'s {setting} is not the one recorded in its database by the servers that share it. Start every server on this database with the same {setting}.',
    'CONFIGURATION'),
  // What the approval screen refuses to show, and so never signs (walletport wording).
  SIGNING_REQUEST_TOO_LARGE: defineEntry('embedded', 'SIGNING_REQUEST_TOO_LARGE',
    'This request is too large to show in full ({what}: {limit} at most). Nothing was signed.', 'VALIDATION'),
  TYPED_DATA_UNDECLARED_FIELD: defineEntry('embedded', 'TYPED_DATA_UNDECLARED_FIELD',
    'The data to sign has a field its types do not declare: {field}. Nothing was signed.', 'VALIDATION'),
  TYPED_DATA_MISSING_FIELD: defineEntry('embedded', 'TYPED_DATA_MISSING_FIELD',
    'The data to sign leaves out a field its types declare: {field}. Nothing was signed.', 'VALIDATION'),
  TYPED_DATA_INVALID: defineEntry('embedded', 'TYPED_DATA_INVALID',
    'The data to sign is not valid typed data: {reason}. Nothing was signed.', 'VALIDATION'),
  TRANSACTION_FEE_TOO_HIGH: defineEntry('embedded', 'TRANSACTION_FEE_TOO_HIGH',
    'The {field} asked for is more than {times} times what the network needs now. Nothing was sent.', 'VALIDATION'),
  // Device binding: every sign-in and session belongs to the frame's device key (walletport wording).
  DEVICE_PROOF_INVALID: defineEntry('embedded', 'DEVICE_PROOF_INVALID',
    'This request did not come from the device that signed in. Sign in again.', 'VALIDATION'),
  LOGIN_OTHER_DEVICE: defineEntry('embedded', 'LOGIN_OTHER_DEVICE',
    'This sign-in was started on another device or site. Start it again here.', 'VALIDATION'),
} as const;

/** A failed switch with one of these codes first tries adding the chain. */
export const ADD_CHAIN_ON_SWITCH_ERROR_CODES = [4902, 5000, 32603] as const;

export function shouldAddChainAfterSwitchError(error: unknown): boolean {
  const code = rpcErrorCodeOf(error);
  return code !== undefined && (ADD_CHAIN_ON_SWITCH_ERROR_CODES as readonly number[]).includes(code);
}
