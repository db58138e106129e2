import type { Connection } from '@solana/web3.js';
import { SOLANA_FAMILY } from '../../domain/chain-families/solana.family.ts';
import type { AdapterHost, ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { solanaAdapter } from '../chains/solana/entry.ts';
import { solanaConnection } from './solana-connection.ts';

/** What AppKit's `SolanaAdapter` takes; `wallets` (wallet-adapter instances) are found through the Wallet Standard instead. */
/** AppKit's `SolanaAdapter` options, accepted so migrated code compiles. */
export interface SolanaAdapterOptions {
  /** AppKit's wallet-adapter instances; ignored with a console warning, as wallets are found through the Wallet Standard. */
  readonly wallets?: readonly unknown[];
  /** AppKit's option; not read (the Wallet Standard is always used). */
  readonly registerWalletStandard?: boolean;
}

/**
 * AppKit's `SolanaAdapter` under its own name, so a dApp migrating from `@reown/appkit-adapter-solana`
 * changes only the import. It is walletport's solana adapter: wallets come from the Wallet Standard,
 * @solana/web3.js loads on first use. Like AppKit's, it keeps the active Solana network's Connection
 * for `useAppKitConnection`, from the moment the family has loaded.
 */
export class SolanaAdapter implements ChainAdapterDescriptor {
  readonly namespace: ChainNamespace = SOLANA_FAMILY.namespace;
  private readonly solana = solanaAdapter();
  private context: ChainAdapterContext | undefined;
  private host: AdapterHost | undefined;
  private connections: ((network: CaipNetwork) => Connection) | undefined;

  constructor(options: SolanaAdapterOptions = {}) {
    // Wallet-adapter instances predate the Wallet Standard; every current Solana wallet registers there.
    if (Array.isArray(options.wallets) && options.wallets.length > 0) {
      console.warn('[walletport] SolanaAdapter: `wallets` is ignored; Solana wallets are found through the Wallet Standard.');
    }
  }

  load(context?: ChainAdapterContext): Promise<ChainAdapter> {
    this.context = context;
    const adapter = this.solana.load(context);
    void adapter.then(() => this.followNetwork(), () => undefined);
    return adapter;
  }

  discovery(): Promise<WalletDiscoveryPort> {
    return (this.solana.discovery as () => Promise<WalletDiscoveryPort>)();
  }

  attach(host: AdapterHost): () => void {
    this.host = host;
    const stop = host.subscribeNetwork(() => void this.followNetwork());
    void this.followNetwork();
    return () => {
      stop();
      this.host = undefined;
      solanaConnection.release(this);
    };
  }

  private async followNetwork(): Promise<void> {
    const network = this.host?.getCaipNetwork(SOLANA_FAMILY.namespace);
    if (!this.context || network?.chainNamespace !== SOLANA_FAMILY.namespace) return;
    const context = this.context;
    // The same module, and so the same URL order and error handling, as the adapter's own reads.
    const { solanaConnections } = await import('../chains/solana/solana-rpc.ts');
    this.connections ??= solanaConnections(context);
    if (this.host) solanaConnection.set(this, this.connections(network));
  }
}
