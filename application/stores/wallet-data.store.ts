import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { Store } from './store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** Directory wallets prefetched when the modal opens. */
export interface WalletDataState {
  readonly featured: readonly ApiWallet[];
  readonly recommended: readonly ApiWallet[];
  readonly loading: boolean;
  readonly error: WalletportError | undefined;
}

export const INITIAL_WALLET_DATA: WalletDataState = { featured: [], recommended: [], loading: false, error: undefined };

/** Featured and recommended directory wallets prefetched for the Connect view. */
export class WalletDataStore extends Store<WalletDataState> {
  constructor() {
    super(INITIAL_WALLET_DATA);
  }
}
