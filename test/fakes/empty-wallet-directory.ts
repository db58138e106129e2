import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';

/** A wallet directory with no wallets and blank images: no test reaches the real one unless it brings its own. */
export const EMPTY_WALLET_DIRECTORY: WalletDirectoryPort = {
  fetchWallets: async () => ({ count: 0, wallets: [] }),
  fetchWalletImage: async () => new Blob(),
  fetchNetworkImage: async () => new Blob(),
};
