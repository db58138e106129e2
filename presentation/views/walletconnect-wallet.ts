import type { AppKitFacade } from '../../application/app-kit.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';

/** The directory wallet a tile pushed (by id): from the prefetched featured/recommended lists or All Wallets. */
export function findDirectoryWallet(facade: AppKitFacade, id: string | undefined): ApiWallet | undefined {
  if (!id) return undefined;
  const { featured, recommended } = facade.stores.walletData.getSnapshot();
  return [...featured, ...recommended, ...facade.stores.allWallets.getSnapshot().wallets].find((wallet) => wallet.id === id);
}
