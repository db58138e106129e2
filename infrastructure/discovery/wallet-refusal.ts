import { isUserRejection, USER_REJECTED_CODE } from '../../domain/errors/rpc-codes.ts';

/** How wallets word a "no" when they give it no code (Solflare, Backpack, Keplr, bitcoin extensions). */
const REFUSAL_WORDING = /reject|denied|declin|cancel/i;

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
 * A browser wallet's failure, as the core reads it: a refusal becomes an EIP-1193 4001 error (the cause
 * kept), anything else stays as it is. The Wallet Standard defines no error shape, so besides Phantom's
 * 4001 a "no" arrives as a bare Error or a string whose wording says so; the core knows refusals by
 * their code only, and a refusal it does not know ends the connect as a failure instead of "declined".
 */
export function asWalletRefusal(error: unknown): unknown {
  if (isUserRejection(error)) return error;
  const wording = wordingOf(error);
  if (!REFUSAL_WORDING.test(wording)) return error;
  return Object.assign(new Error(wording), { code: USER_REJECTED_CODE, cause: error });
}
