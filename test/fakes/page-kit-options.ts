import type { AppKitOptions } from '../../application/options.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B } from './app-kit-harness.ts';
import { EMPTY_WALLET_DIRECTORY } from './empty-wallet-directory.ts';
import { evmAdapterWithBalances } from './evm-test-adapter.ts';

/**
 * Options for an instance a page-level test creates: the two test chains, an EVM adapter with no
 * balances, a memory storage and an empty wallet directory. `ports` adds to those or replaces them.
 */
export function pageKitOptions(ports: AppKitOptions['ports'] = {}): AppKitOptions {
  return {
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({})],
    // happy-dom has a window, so analytics would be on: nothing in a unit test may reach the internet.
    features: { analytics: false, telemetry: false },
    ports: { storage: createMemoryStorage(), walletDirectory: EMPTY_WALLET_DIRECTORY, ...ports },
  };
}
