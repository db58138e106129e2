/**
 * `walletport/adapters/wagmi`: AppKit's wagmi adapter name. Only a page that imports this entry
 * loads wagmi (an optional peer dependency), so the other entries never pull it in.
 */
export { WagmiAdapter, type WagmiAdapterOptions } from './wagmi-adapter.ts';
export type { WagmiAdapterNetwork } from './wagmi-chains.ts';
