import type { ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { solanaAdapter } from '../chains/solana/entry.ts';

/** What AppKit's `SolanaAdapter` takes; `wallets` (wallet-adapter instances) are found through the Wallet Standard instead. */
export interface SolanaAdapterOptions {
  readonly wallets?: readonly unknown[];
  readonly registerWalletStandard?: boolean;
}

/**
 * AppKit's `SolanaAdapter` under its own name, so a dApp migrating from `@reown/appkit-adapter-solana`
 * changes only the import. It is walletport's solana adapter: wallets come from the Wallet Standard,
 * @solana/web3.js loads on first use.
 */
export class SolanaAdapter implements ChainAdapterDescriptor {
  readonly namespace: ChainNamespace = 'solana';
  private readonly solana = solanaAdapter();

  constructor(options: SolanaAdapterOptions = {}) {
    // Wallet-adapter instances predate the Wallet Standard; every current Solana wallet registers there.
    if (Array.isArray(options.wallets) && options.wallets.length > 0) {
      console.warn('[walletport] SolanaAdapter: `wallets` is ignored; Solana wallets are found through the Wallet Standard.');
    }
  }

  load(context?: ChainAdapterContext): Promise<ChainAdapter> {
    return this.solana.load(context);
  }

  discovery(): Promise<WalletDiscoveryPort> {
    return (this.solana.discovery as () => Promise<WalletDiscoveryPort>)();
  }
}
