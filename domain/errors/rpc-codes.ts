/**
 * Standard JSON-RPC (EIP-1474), provider (EIP-1193, EIP-3085/3326) and call-batch (EIP-5792) codes.
 * The spec does not show texts; these are the standards' own short names.
 */
export const RPC_ERROR_CODES = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
  [-32000]: 'Invalid input',
  [-32001]: 'Resource not found',
  [-32002]: 'Resource unavailable',
  [-32003]: 'Transaction rejected',
  [-32004]: 'Method not supported',
  [-32005]: 'Limit exceeded',
  [-32006]: 'JSON-RPC version not supported',
  4001: 'User rejected the request',
  4100: 'Unauthorized',
  4200: 'Unsupported method',
  4900: 'Disconnected',
  4901: 'Chain disconnected',
  4902: 'Unrecognized chain',
  5700: 'Unsupported non-optional capability',
  5710: 'Unsupported chain id',
  5720: 'Duplicate id',
  5730: 'Unknown bundle id',
  5740: 'Bundle too large',
  5750: 'Atomic-ready wallet rejected upgrade',
  5760: 'Atomicity not supported',
} as const satisfies Record<number, string>;

export type RpcErrorCode = keyof typeof RPC_ERROR_CODES;

export const USER_REJECTED_CODE = 4001;

/** The numeric `code` of a provider error, if it has one. */
export function rpcErrorCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  try {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** A failed switch with one of these codes first tries adding the chain. */
export const ADD_CHAIN_ON_SWITCH_ERROR_CODES = [4902, 5000, 32603] as const;

/** Whether a failed `wallet_switchEthereumChain` means "add this chain first". */
export function shouldAddChainAfterSwitchError(error: unknown): boolean {
  const code = rpcErrorCodeOf(error);
  return code !== undefined && (ADD_CHAIN_ON_SWITCH_ERROR_CODES as readonly number[]).includes(code);
}

/** How deep a cause chain is followed: libraries wrap a wallet's error once or twice, never more. */
const CAUSE_DEPTH = 8;

/**
 * Whether the wallet refused: code 4001 on the error or anywhere in its cause chain. Libraries wrap the
 * wallet's own error (viem's TransactionExecutionError holds the UserRejectedRequestError as `cause`), so
 * the code is not always on the outside.
 */
export function isUserRejection(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    if (rpcErrorCodeOf(current) === USER_REJECTED_CODE) return true;
    try {
      current = (current as { cause?: unknown }).cause;
    } catch {
      return false;
    }
  }
  return false;
}
