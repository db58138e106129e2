import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { connectedProvider, embeddedWalletSigner } from '../wallets/connected-provider.ts';
import type { Wallets } from '../wallets/index.ts';

/** Signs a message for an address; the answer is whatever the wallet said (checked by the caller). */
export type SignMessage = (message: string, address: string) => Promise<unknown>;

/**
 * The "connection client" SIWX signs with: the embedded wallet's frame for the auth connector, otherwise
 * the namespace's chain adapter with the connected wallet's provider. Undefined when there is none.
 */
export class SiwxSigner {
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly wallets: Wallets,
  ) {}

  async signerFor(namespace: ChainNamespace): Promise<SignMessage | undefined> {
    const connectorId = this.state.accounts.getSnapshot()[namespace]?.connectorId;
    if (connectionKindOf(connectorId) === 'AUTH') {
      const signer = embeddedWalletSigner(this.wallets.sessions, this.runtime.auth, namespace);
      return signer ? (message, address) => signer.request({ method: 'personal_sign', params: [message, address] }) : undefined;
    }
    const { adapters } = this.wallets;
    const provider = connectedProvider(this.wallets, namespace, connectorId);
    if (!provider || !adapters.has(namespace)) return undefined;
    const adapter = await adapters.load(namespace);
    const signMessage = adapter.signMessage?.bind(adapter);
    return signMessage ? (message, address) => signMessage(provider, { message, address }) : undefined;
  }
}
