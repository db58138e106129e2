import { rpcErrorCodeOf, USER_REJECTED_CODE } from './rpc-codes.ts';

/** What became of a request the wallet did not answer with a signature. */
export type WalletFailureKind = 'refused' | 'unsupported' | 'failed';

/**
 * The codes that say "this wallet has no such method": EIP-1193 4200, JSON-RPC -32601 (method not found)
 * and EIP-1474 -32004 (method not supported). The family wrappers turn their wallets' own shapes into these.
 */
export const UNSUPPORTED_METHOD_CODES: readonly number[] = [4200, -32601, -32004];

/** How deep a cause chain is followed: libraries wrap a wallet's error once or twice, never more. */
const CAUSE_DEPTH = 8;

/**
 * Reads a wallet's failure by the code on it or anywhere in its cause chain (viem and the wrappers keep
 * the wallet's own error as `cause`): 4001 is the visitor's refusal, an unsupported-method code is the
 * wallet's inability, anything else a failure.
 */
export function walletFailureKind(error: unknown): WalletFailureKind {
  let current = error;
  for (let depth = 0; depth < CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const code = rpcErrorCodeOf(current);
    if (code === USER_REJECTED_CODE) return 'refused';
    if (code !== undefined && UNSUPPORTED_METHOD_CODES.includes(code)) return 'unsupported';
    try {
      current = (current as { cause?: unknown }).cause;
    } catch {
      break;
    }
  }
  return 'failed';
}

const SIGNATURE_ERROR_CODES = {
  refused: 'SIWX_SIGNATURE_DECLINED',
  unsupported: 'SIWX_SIGNATURE_UNSUPPORTED',
  failed: 'SIWX_SIGNATURE_FAILED',
} as const satisfies Record<WalletFailureKind, string>;

/** The catalogue code a sign-in shows for the wallet's failure to sign. */
export function signatureFailureCode(error: unknown): (typeof SIGNATURE_ERROR_CODES)[WalletFailureKind] {
  return SIGNATURE_ERROR_CODES[walletFailureKind(error)];
}
