/**
 * Spec §7: every message to the secure frame has a random id and a type; the reply carries the same id and
 * the type with _SUCCESS or _ERROR. The prefixes are the ones the hosted secure frame speaks.
 */
export const APP_EVENT_PREFIX = '@w3m-app/';
export const FRAME_EVENT_PREFIX = '@w3m-frame/';

/** Request kinds (walletport names) to their base message names. */
export const FRAME_REQUEST_NAMES = {
  switchNetwork: 'SWITCH_NETWORK',
  connectEmail: 'CONNECT_EMAIL',
  connectDevice: 'CONNECT_DEVICE',
  connectOtp: 'CONNECT_OTP',
  connectSocial: 'CONNECT_SOCIAL',
  getSocialRedirectUri: 'GET_SOCIAL_REDIRECT_URI',
  getFarcasterUri: 'GET_FARCASTER_URI',
  connectFarcaster: 'CONNECT_FARCASTER',
  getUser: 'GET_USER',
  signOut: 'SIGN_OUT',
  isConnected: 'IS_CONNECTED',
  getChainId: 'GET_CHAIN_ID',
  getSmartAccountEnabledNetworks: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  initSmartAccount: 'INIT_SMART_ACCOUNT',
  setPreferredAccount: 'SET_PREFERRED_ACCOUNT',
  rpcRequest: 'RPC_REQUEST',
  updateEmail: 'UPDATE_EMAIL',
  updateEmailPrimaryOtp: 'UPDATE_EMAIL_PRIMARY_OTP',
  updateEmailSecondaryOtp: 'UPDATE_EMAIL_SECONDARY_OTP',
  syncTheme: 'SYNC_THEME',
  syncDappData: 'SYNC_DAPP_DATA',
  reload: 'RELOAD',
} as const;

export type FrameRequestKind = keyof typeof FRAME_REQUEST_NAMES;
export type FrameRequestName = (typeof FRAME_REQUEST_NAMES)[FrameRequestKind];

export function requestType<K extends FrameRequestKind>(kind: K): `${typeof APP_EVENT_PREFIX}${(typeof FRAME_REQUEST_NAMES)[K]}` {
  return `${APP_EVENT_PREFIX}${FRAME_REQUEST_NAMES[kind]}`;
}

export function successType<K extends FrameRequestKind>(kind: K): `${typeof FRAME_EVENT_PREFIX}${(typeof FRAME_REQUEST_NAMES)[K]}_SUCCESS` {
  return `${FRAME_EVENT_PREFIX}${FRAME_REQUEST_NAMES[kind]}_SUCCESS`;
}

export function errorType<K extends FrameRequestKind>(kind: K): `${typeof FRAME_EVENT_PREFIX}${(typeof FRAME_REQUEST_NAMES)[K]}_ERROR` {
  return `${FRAME_EVENT_PREFIX}${FRAME_REQUEST_NAMES[kind]}_ERROR`;
}

/** Unsolicited frame events (no request id). */
export const FRAME_READY = `${FRAME_EVENT_PREFIX}READY`;
export const FRAME_SESSION_UPDATE = `${FRAME_EVENT_PREFIX}SESSION_UPDATE`;

/** Spec §4: e-mail login steps and e-mail update steps carried in replies. */
export const CONNECT_EMAIL_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const;
export const UPDATE_EMAIL_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const;

/** Spec §4: requests that only read (aborting open requests spares them). */
export const READ_ONLY_FRAME_REQUESTS: readonly FrameRequestKind[] = [
  'getUser', 'isConnected', 'getChainId', 'getSmartAccountEnabledNetworks', 'getSocialRedirectUri', 'getFarcasterUri',
];

export function isReadOnlyFrameRequest(kind: FrameRequestKind): boolean {
  return READ_ONLY_FRAME_REQUESTS.includes(kind);
}
