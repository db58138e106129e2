/**
 * `walletport`: the framework-free entry. `createAppKit` returns the instance API; the modal
 * renders itself, so a page without React (or with another framework) can use it as is.
 */
export { createAppKit } from '../core/create-app-kit.ts';
export type { AppKit } from '../core/app-kit-instance.ts';
export type { AppKitOptions, PortOverrides } from '../../application/options.ts';
export type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
export type { OpenOptions } from '../../application/services/modal.service.ts';
export type { ModalEvent } from '../../application/services/event-bus.service.ts';
export type { StoragePort } from '../../application/ports/storage.port.ts';
export type { ClockPort } from '../../application/ports/clock.port.ts';
export type { ChainAdapter, ChainAdapterDescriptor, WalletProvider } from '../../application/ports/chain-adapter.port.ts';
export type { CaipNetwork } from '../../domain/network/network.ts';
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip/caip.ts';
export { parseCaipAddress, parseCaipNetworkId } from '../../domain/caip/caip.ts';
export { WalletportError } from '../../domain/errors/walletport-error.ts';
export { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
export { createLocalStorage } from '../../infrastructure/storage/local-storage.ts';
export { createCookieStorage } from '../../infrastructure/storage/cookie-storage.ts';
