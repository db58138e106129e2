import type { Connection } from '@solana/web3.js';
import { solanaConnection } from '../../infrastructure/adapters/solana-connection.ts';
import { useStore } from './react-state.tsx';

// A server render has no Connection: the hydrating render shows none either, and the store's right after.
const CONNECTION_SOURCE = { ...solanaConnection, getServerSnapshot: (): Connection | undefined => undefined };

/**
 * AppKit's Solana `useAppKitConnection`: the @solana/web3.js Connection of the active Solana network,
 * over the same RPC URLs the modal reads through (customRpcUrls first). Undefined until the Solana
 * family has loaded (a first connect or read), then it follows network switches.
 */
export function useAppKitConnection(): {
  /** The active Solana network's web3.js Connection; undefined until the Solana family has loaded. */
  connection: Connection | undefined;
} {
  return { connection: useStore(CONNECTION_SOURCE) };
}
