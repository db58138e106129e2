import { catalogueError } from '../errors/catalogue.ts';
import type { WalletportError } from '../errors/walletport-error.ts';

/** ENSIP-11: the first chain id that no longer fits below the 0x80000000 bit. */
export const MAX_EVM_CHAIN_ID_EXCLUSIVE = 2_147_483_648;

export type CoinTypeResult =
  | { readonly ok: true; readonly coinType: number }
  | { readonly ok: false; readonly error: WalletportError };

/** EVM chain id to coin type (ENSIP-11); 'Invalid chainId' from 2147483648 (and for non-integers). */
export function evmChainIdToCoinType(chainId: unknown): CoinTypeResult {
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_EVM_CHAIN_ID_EXCLUSIVE) {
    return { ok: false, error: catalogueError('INVALID_CHAIN_ID') };
  }
  return { ok: true, coinType: (0x80000000 | chainId) >>> 0 };
}
