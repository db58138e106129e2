import { defineEntry } from './catalogue-entry.ts';
import { rpcErrorCodeOf } from './rpc-codes.ts';

/** Spec §8 embedded-wallet errors, to the letter. */
export const EMBEDDED_ERRORS = {
  EMAIL_LOGIN_COOLDOWN: defineEntry('embedded', 'EMAIL_LOGIN_COOLDOWN', 'Please try again after {seconds} seconds', 'VALIDATION'),
  RPC_METHOD_NOT_ALLOWED: defineEntry('embedded', 'RPC_METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed', 'VALIDATION',
    { uiMessage: 'Action not allowed' }),
  REQUEST_ABORTED: defineEntry('embedded', 'REQUEST_ABORTED', 'Request was aborted'),
  REQUEST_ABORTED_OTHER: defineEntry('embedded', 'REQUEST_ABORTED_OTHER', 'Something went wrong'),
  FRAME_ERROR_WITHOUT_MESSAGE: defineEntry('embedded', 'FRAME_ERROR_WITHOUT_MESSAGE', 'An error occurred'),
  EMAIL_DEPENDENCY_LOAD_FAILED: defineEntry('embedded', 'EMAIL_DEPENDENCY_LOAD_FAILED', 'Unable to load email login dependency'),
  HOOK_BEFORE_CREATE: defineEntry('embedded', 'HOOK_BEFORE_CREATE', 'Please call createAppKit before using useAppKit hook',
    'CONFIGURATION'),
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: defineEntry('embedded', 'WALLET_CONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'),
  CHAIN_NOT_SUPPORTED: defineEntry('embedded', 'CHAIN_NOT_SUPPORTED', 'Chain is not supported'),
} as const;

/** Spec §8: a failed switch with one of these codes first tries adding the chain. */
export const ADD_CHAIN_ON_SWITCH_ERROR_CODES = [4902, 5000, 32603] as const;

export function shouldAddChainAfterSwitchError(error: unknown): boolean {
  const code = rpcErrorCodeOf(error);
  return code !== undefined && (ADD_CHAIN_ON_SWITCH_ERROR_CODES as readonly number[]).includes(code);
}
