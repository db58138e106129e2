import { catalogueError, connectError } from '../../domain/errors/catalogue.ts';
import { rpcErrorCodeOf } from '../../domain/errors/rpc-codes.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** WalletConnect's SDK code for a proposal the user declined (the EIP-1193 4001 of the relay world). */
const WC_USER_REJECTED = 5000;

/** The error a failed pairing leaves in state; a declined proposal reads like a declined browser wallet. */
export function pairingError(cause: unknown): WalletportError {
  if (rpcErrorCodeOf(cause) === WC_USER_REJECTED) return catalogueError('USER_REJECTED', { cause });
  return connectError(cause);
}
