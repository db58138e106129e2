import { WalletportError, type ErrorCategory } from './walletport-error.ts';

export interface CatalogueEntry {
  readonly code: string;
  readonly message: string;
  readonly category: ErrorCategory;
  /** Alerts carry a title shown above the message. */
  readonly title?: string;
}

function entry(code: string, message: string, category: ErrorCategory = 'INTERNAL_SDK_ERROR', title?: string) {
  return title === undefined ? { code, message, category } : { code, message, category, title };
}

/** Every error text of spec §8, to the letter. UI text comes from here, never from a component. */
export const ERRORS = {
  PROJECT_ID_NOT_CONFIGURED: entry(
    'PROJECT_ID_NOT_CONFIGURED',
    'Project ID is missing. Set `projectId` in createAppKit options.',
    'CONFIGURATION',
    'Project ID Not Configured',
  ),
  SIWE_AND_SIWX: entry('SIWE_AND_SIWX', 'Cannot set both `siweConfig` and `siwx` options', 'CONFIGURATION'),
  HOOK_BEFORE_CREATE: entry('HOOK_BEFORE_CREATE', 'Please call createAppKit before using useAppKit hook', 'CONFIGURATION'),
  CHAIN_NOT_SUPPORTED: entry('CHAIN_NOT_SUPPORTED', 'Chain is not supported'),
  CHAIN_ADAPTER_NOT_FOUND: entry('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'),
  NETWORK_NOT_FOUND: entry('NETWORK_NOT_FOUND', 'Network not found'),
  UNSUPPORTED_CHAIN: entry('UNSUPPORTED_CHAIN', 'Unsupported chain'),
  FAILED_TO_DISCONNECT: entry('FAILED_TO_DISCONNECT', 'Failed to disconnect'),
  USER_REJECTED: entry('USER_REJECTED', 'Connection declined in the wallet. You can try again.', 'USER_REJECTED'),
  WALLET_DISCONNECTED: entry('WALLET_DISCONNECTED', 'The wallet went away before the connection finished.'),
  WALLET_NOT_FOUND: entry('WALLET_NOT_FOUND', 'The wallet is no longer available in this browser.'),
  CONNECTION_FAILED: entry('CONNECTION_FAILED', 'Connection failed. You can try again.'),
  UNKNOWN: entry('UNKNOWN', 'Unknown error'),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

export function catalogueError(code: ErrorCode, options: { cause?: unknown; details?: string } = {}): WalletportError {
  const found: CatalogueEntry = ERRORS[code];
  return new WalletportError({
    code: found.code,
    shortMessage: found.message,
    category: found.category,
    ...options,
  });
}

/** User-facing text from anything thrown (spec §8): a string, the first issue message, an Error message, else 'Unknown error'. */
export function userFacingMessage(error: unknown): string {
  if (WalletportError.is(error)) return error.shortMessage;
  if (typeof error === 'string' && error.length > 0) return error;
  if (typeof error === 'object' && error !== null) {
    const issues = (error as { issues?: unknown }).issues;
    if (Array.isArray(issues)) {
      const first: unknown = issues[0];
      const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
      if (typeof message === 'string' && message.length > 0) return message;
    }
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return ERRORS.UNKNOWN.message;
}
