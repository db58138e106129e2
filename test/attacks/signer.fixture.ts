import { randomBytes } from 'node:crypto';
import type { UserRecord } from '../../infrastructure/embedded-server/storage/auth-store.ts';
import { createWalletKeys } from '../../infrastructure/embedded-server/wallet/key-custody.ts';
import { createWalletSigner, type WalletSigner } from '../../infrastructure/embedded-server/wallet/wallet-signer.ts';

/** The auth server's signer with one signed-in user, as the HTTP routes call it. */
export function serverSigner(rpcUrls: Readonly<Record<number, string>> = {}): { signer: WalletSigner; user: UserRecord } {
  const masterKey = randomBytes(32).toString('hex');
  const user: UserRecord = { id: 'user-1', email: 'visitor@example.test', ...createWalletKeys(masterKey) };
  return { signer: createWalletSigner({ masterKey, sessionUser: async () => user, rpcUrls }), user };
}
