import type { AppKitFacade } from '../../application/app-kit.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';

/** The directory wallet a tile pushed (by id): from the prefetched featured/recommended lists or All Wallets. */
export function findDirectoryWallet(facade: AppKitFacade, id: string | undefined): ApiWallet | undefined {
  if (!id) return undefined;
  const { featured, recommended } = facade.walletDataStore.getSnapshot();
  return [...featured, ...recommended, ...facade.allWalletsStore.getSnapshot().wallets].find((wallet) => wallet.id === id);
}

/**
 * The wallet app's link that opens the pairing: `${mobile_link}wc?uri=…`. Universal links without a
 * trailing slash get one, so `https://wallet.app` still becomes `https://wallet.app/wc?uri=…`.
 */
export function walletConnectDeepLink(mobileLink: string, uri: string): string {
  const base = /[/:]$/.test(mobileLink) ? mobileLink : `${mobileLink}/`;
  return `${base}wc?uri=${encodeURIComponent(uri)}`;
}
