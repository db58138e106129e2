/** `walletport/adapters/solana`: AppKit's Solana adapter name over walletport's solana adapter. */
export { SolanaAdapter, type SolanaAdapterOptions } from './solana-adapter.ts';
