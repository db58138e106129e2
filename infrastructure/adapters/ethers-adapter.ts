import type { ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { evmAdapter } from '../chains/evm/entry.ts';

/**
 * AppKit's `EthersAdapter` under its own name, so a dApp migrating from `@reown/appkit-adapter-ethers`
 * changes only the import. It is the eip155 adapter (viem, loaded on first use); ethers stays the
 * dApp's own: it wraps `useAppKitProvider('eip155').walletProvider` in its `BrowserProvider`.
 */
export class EthersAdapter implements ChainAdapterDescriptor {
  readonly namespace: ChainNamespace = EVM_FAMILY.namespace;
  private readonly evm = evmAdapter();

  load(context?: ChainAdapterContext): Promise<ChainAdapter> {
    return this.evm.load(context);
  }
}
