/** `walletport/adapters/bitcoin`: AppKit's Bitcoin adapter name over walletport's bip122 adapter. */
export { BitcoinAdapter, type BitcoinAdapterOptions } from './bitcoin-adapter.ts';
