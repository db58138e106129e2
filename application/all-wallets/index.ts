/**
 * The all-wallets capability: the paged wallet directory (`AllWalletsStore`, read by others through its
 * observable) and the command that fills it (`AllWalletsService`). Other layers import from here; the
 * files beside this one are its own.
 */
export { AllWallets, AllWalletsService } from './all-wallets.service.ts';
export { AllWalletsStore } from './all-wallets.store.ts';
