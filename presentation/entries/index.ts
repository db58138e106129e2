/**
 * `walletport`: the framework-free entry. `createAppKit` returns the instance API; the modal
 * renders itself, so a page without React (or with another framework) can use it as is.
 */
export { createAppKit, createAppKitInstance } from '../core/create-app-kit.ts';
export { AppKit, type AppKitClass } from '../core/app-kit-class.ts';
export { getAppKit, modal } from '../core/default-instance.ts';
export type * from './public-types.ts';
export { parseCaipAddress, parseCaipNetworkId } from '../../domain/caip/caip.ts';
export { WalletportError } from '../../domain/errors/walletport-error.ts';
export { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
export { createLocalStorage } from '../../infrastructure/storage/local-storage.ts';
export { createCookieStorage } from '../../infrastructure/storage/cookie-storage.ts';
