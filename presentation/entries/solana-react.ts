/** `walletport/adapters/solana/react`: what `@reown/appkit-adapter-solana/react` exports, under the same names. */
export { SolanaAdapter, type SolanaAdapterOptions } from '../../infrastructure/adapters/solana-adapter.ts';
export { useAppKitConnection } from '../react/use-appkit-connection.ts';
export type { Connection } from '@solana/web3.js';
