import type { Chain } from 'viem';
import { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';
import { createConfig, type Config, type Connector, type CreateConfigParameters, type Transport } from 'wagmi';
import type { AdapterHost, ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor } from '../../../application/ports/chain-adapter.port.ts';
import type { ChainNamespace } from '../../../domain/caip/caip.ts';
import { evmAdapter } from '../../chains/evm/entry.ts';
import { followModal } from './follow-modal.ts';
import { ModalLink } from './modal-link.ts';
import { toWagmiChains, wagmiTransports, type WagmiAdapterNetwork } from './wagmi-chains.ts';
import { WALLETPORT_CONNECTOR_ID, walletportConnector } from './walletport-connector.ts';

export interface WagmiAdapterOptions {
  /** The same networks given to createAppKit; the eip155 ones become wagmi's chains, in this order. */
  readonly networks: readonly WagmiAdapterNetwork[];
  /** The same project id given to createAppKit. */
  readonly projectId: string;
  /** wagmi's `ssr`: the stored state is hydrated on the client (Next.js and other server renders). */
  readonly ssr?: boolean;
  /** Per chain id; a chain without one gets an http transport to its first default RPC URL. */
  readonly transports?: Readonly<Record<number, Transport>>;
  /** wagmi's storage, e.g. `createStorage({ storage: cookieStorage })` with `cookieToInitialState`; wagmi's default otherwise. */
  readonly storage?: CreateConfigParameters['storage'];
}

/**
 * AppKit's `WagmiAdapter` under its own name: the eip155 adapter of createAppKit, and a wagmi config
 * (`wagmiConfig`, for `<WagmiProvider>`) that follows the modal. Its one connector is the wallet the
 * modal connected, so wagmi's hooks and actions work on that wallet, and wagmi's connect, disconnect
 * and switchChain go through the modal.
 */
export class WagmiAdapter implements ChainAdapterDescriptor {
  readonly namespace: ChainNamespace = EVM_FAMILY.namespace;
  /** The project id it was made with. */
  readonly projectId: string;
  /** The eip155 networks as wagmi's chains, in the order given. */
  readonly wagmiChains: readonly [Chain, ...Chain[]];
  /** The wagmi config to pass to `<WagmiProvider config={…}>`; it follows the modal's connection. */
  readonly wagmiConfig: Config;
  private readonly evm = evmAdapter();
  private readonly link = new ModalLink();
  private readonly connector: Connector;
  private detachCurrent: (() => void) | undefined;

  constructor(options: WagmiAdapterOptions) {
    this.projectId = options.projectId;
    this.wagmiChains = toWagmiChains(options.networks);
    this.wagmiConfig = createConfig({
      chains: this.wagmiChains,
      transports: wagmiTransports(this.wagmiChains, options.transports),
      connectors: [walletportConnector(this.link)],
      // Wallets are chosen in the modal alone: wagmi's own EIP-6963 connectors would connect around it.
      multiInjectedProviderDiscovery: false,
      ...(options.ssr === undefined ? {} : { ssr: options.ssr }),
      ...(options.storage === undefined ? {} : { storage: options.storage }),
    });
    const connector = this.wagmiConfig.connectors.find((each) => each.id === WALLETPORT_CONNECTOR_ID);
    if (!connector) throw new Error('[walletport] wagmi did not set up the walletport connector.');
    this.connector = connector;
  }

  load(context?: ChainAdapterContext): Promise<ChainAdapter> {
    return this.evm.load(context);
  }

  /** One instance at a time: attaching another detaches the first. */
  attach(instance: AdapterHost): () => void {
    this.detachCurrent?.();
    this.link.attach(instance);
    const stopFollowing = followModal(this.wagmiConfig, this.connector, this.link, instance);
    const detach = (): void => {
      stopFollowing();
      this.link.detach(instance);
      if (this.detachCurrent === detach) this.detachCurrent = undefined;
    };
    this.detachCurrent = detach;
    return detach;
  }
}
