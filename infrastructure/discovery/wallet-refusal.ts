import { USER_REJECTED_CODE } from '../../domain/errors/rpc-codes.ts';
import { walletFailureKind } from '../../domain/errors/signing-errors.ts';

/** How wallets word a "no" when they give it no code (Solflare, Backpack, Keplr, bitcoin extensions). */
const REFUSAL_WORDING = /reject|denied|declin|cancel/i;
/**
 * How wallets word "I have no such method" when they give it no code: Keplr-compatible wallets throw
 * `Error('Not implemented')` (or 'not yet implemented') for the parts of Keplr's API they lack.
 */
const UNSUPPORTED_WORDING = /not (yet )?implemented|method not (found|supported)|unsupported method/i;
/** EIP-1193's "The Provider does not support the requested method". */
const UNSUPPORTED_METHOD_CODE = 4200;

/** The text of a wallet's failure, read without letting a hostile value's getters throw. */
function wordingOf(error: unknown): string {
  if (typeof error === 'string') return error;
  try {
    const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message.slice(0, 300) : '';
  } catch {
    return '';
  }
}

/**
 * A browser wallet's failure, as the core reads it: a refusal becomes an EIP-1193 4001 error and a
 * missing method a 4200 (the cause kept), anything else stays as it is. The Wallet Standard and Keplr's
 * API define no error shape, so besides Phantom's 4001 a "no" arrives as a bare Error or a string whose
 * wording says so; the core knows refusals and unsupported methods by their codes only, and a failure
 * it cannot place is reported as a failure, never as the visitor's refusal.
 */
export function asWalletFailure(error: unknown): unknown {
  if (walletFailureKind(error) !== 'failed') return error;
  const wording = wordingOf(error);
  if (REFUSAL_WORDING.test(wording)) return Object.assign(new Error(wording), { code: USER_REJECTED_CODE, cause: error });
  if (UNSUPPORTED_WORDING.test(wording)) return Object.assign(new Error(wording), { code: UNSUPPORTED_METHOD_CODE, cause: error });
  return error;
}

