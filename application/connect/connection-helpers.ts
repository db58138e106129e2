import { asWalletportError, catalogueError, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';

/** Rejects when the wallet emits `disconnect` before the request settles (it vanished mid-connect). */
export function untilWalletLeaves<T>(provider: WalletProvider, start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onDisconnect = (): void => reject(catalogueError('WALLET_DISCONNECTED'));
    // Listen first: a wallet may emit `disconnect` synchronously from inside the request.
    provider.on?.('disconnect', onDisconnect);
    Promise.resolve()
      .then(start)
      .then(resolve, reject)
      .finally(() => provider.removeListener?.('disconnect', onDisconnect));
  });
}

/** The error a failed connect leaves in state: the catalogue's text for rejections and known failures. */
export function connectError(cause: unknown): WalletportError {
  // Rebuilt as this copy's own error: a wallet can reject with anything, and views read this freely.
  if (WalletportError.is(cause)) return asWalletportError(cause);
  if (isUserRejection(cause)) return catalogueError('USER_REJECTED', { cause });
  return catalogueError('CONNECTION_FAILED', { cause, details: userFacingMessage(cause) });
}
