import { getAddress, isAddress, type Address } from 'viem';
import { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';
import type { AdapterHost } from '../../../application/ports/chain-adapter.port.ts';
import { connectThroughModal } from './connect-through-modal.ts';

/** The modal's eip155 connection as wagmi describes one. */
export interface ModalSession {
  readonly accounts: readonly [Address, ...Address[]];
  readonly chainId: number;
}

const NOT_ATTACHED =
  '[walletport] The WagmiAdapter is not attached to a walletport instance: pass it in createAppKit({ adapters: [wagmiAdapter] }) (in the browser) before using wagmi.';

/**
 * The instance the wagmi connector reaches: createAppKit attaches it, the teardown detaches it.
 * wagmi builds its connectors when the config is created, before any instance exists, so the
 * connector reads the instance through here rather than holding it.
 */
export class ModalLink {
  private attached: AdapterHost | undefined;
  private readonly waits = new Set<(reason: Error) => void>();
  /** The eip155 chain last seen active: still wagmi's chain while another namespace is the active one. */
  private lastChainId: number | undefined;
  /** While wagmi's own disconnect runs, the modal's disconnect it causes is not reported back to wagmi. */
  wagmiDisconnecting = false;

  get host(): AdapterHost | undefined {
    return this.attached;
  }

  require(): AdapterHost {
    if (!this.attached) throw new Error(NOT_ATTACHED);
    return this.attached;
  }

  attach(host: AdapterHost): void {
    this.attached = host;
  }

  /** Forgets `host` (unless another has replaced it) and rejects the connects still waiting on its modal. */
  detach(host: AdapterHost): void {
    if (this.attached !== host) return;
    this.attached = undefined;
    this.lastChainId = undefined;
    const reason = new Error('[walletport] The walletport instance was destroyed while wagmi waited for a connection.');
    for (const reject of [...this.waits]) reject(reason);
    this.waits.clear();
  }

  /** The modal's eip155 connection; undefined while it has none (or no instance is attached). */
  session(): ModalSession | undefined {
    const host = this.attached;
    const address = host?.getAddress(EVM_FAMILY.namespace);
    if (!host || !address || !isAddress(address, { strict: false }) || !host.getProvider(EVM_FAMILY.namespace)) return undefined;
    const chainId = this.chainId(host);
    return chainId === undefined ? undefined : { accounts: [getAddress(address)], chainId };
  }

  /** The eip155 chain the modal is on: the active network when it is an eip155 one, else the last seen. */
  chainId(host: AdapterHost = this.require()): number | undefined {
    const active = host.getCaipNetwork();
    const network = active?.chainNamespace === EVM_FAMILY.namespace ? active : undefined;
    const id = Number(network?.id);
    if (network && Number.isSafeInteger(id)) this.lastChainId = id;
    if (this.lastChainId !== undefined) return this.lastChainId;
    const fallback = Number(host.getCaipNetwork(EVM_FAMILY.namespace)?.id);
    return Number.isSafeInteger(fallback) ? fallback : undefined;
  }

  /** Opens the modal and settles once it connects on eip155, or rejects when it closes without. */
  waitForConnection(): Promise<ModalSession> {
    const host = this.require();
    return connectThroughModal(host, () => this.session(), (reject) => {
      this.waits.add(reject);
      return () => void this.waits.delete(reject);
    });
  }
}
