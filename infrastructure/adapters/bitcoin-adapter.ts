import type { ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { BITCOIN_FAMILY } from '../../domain/chain-families/bitcoin.family.ts';
import type { WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { bitcoinAdapter } from '../chains/bitcoin/entry.ts';

/**
 * What AppKit's `BitcoinAdapter` takes. The project id and the networks are the instance's own
 * (createAppKit's options), as in AppKit, where the adapter's copies only repeat them.
 */
/** AppKit's `BitcoinAdapter` options, accepted so migrated code compiles; none changes what the adapter does. */
export interface BitcoinAdapterOptions {
  /** AppKit's option; not read (createAppKit's `projectId` is used). */
  readonly projectId?: string;
  /** AppKit's option; not read (createAppKit's `networks` are used). */
  readonly networks?: readonly unknown[];
}

/**
 * AppKit's `BitcoinAdapter` under its own name, so a dApp migrating from `@reown/appkit-adapter-bitcoin`
 * changes only the import. It is walletport's bip122 adapter: Wallet Standard bitcoin wallets,
 * sats-connect and Unisat; bitcoinjs-lib loads with a first transfer.
 */
export class BitcoinAdapter implements ChainAdapterDescriptor {
  readonly namespace: ChainNamespace = BITCOIN_FAMILY.namespace;
  private readonly bitcoin = bitcoinAdapter();

  // The options are accepted for AppKit's signature; nothing in them changes what the adapter does.
  constructor(_options: BitcoinAdapterOptions = {}) {}

  load(context?: ChainAdapterContext): Promise<ChainAdapter> {
    return this.bitcoin.load(context);
  }

  discovery(): Promise<WalletDiscoveryPort> {
    return (this.bitcoin.discovery as () => Promise<WalletDiscoveryPort>)();
  }
}
