import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { AccountStore } from '../stores/stores.ts';
import type { ChainAdapterRegistry, ConnectorService, SessionRegistry, Wallets } from '../wallets/index.ts';

/** Signs a message for an address; the answer is whatever the wallet said (checked by the caller). */
export type SignMessage = (message: string, address: string) => Promise<unknown>;

/**
 * The "connection client" SIWX signs with: the embedded wallet's frame for the auth connector, otherwise
 * the namespace's chain adapter with the connected wallet's provider. Undefined when there is none.
 */
export class SiwxSigner {
  private readonly accounts: AccountStore;
  private readonly auth: AuthProviderPort | null;
  private readonly registry: ChainAdapterRegistry;
  private readonly connectors: ConnectorService;
  private readonly sessions: SessionRegistry;

  constructor(runtime: AppRuntime, state: AppState, wallets: Wallets) {
    this.accounts = state.accounts;
    this.auth = runtime.auth;
    this.registry = wallets.adapters;
    this.connectors = wallets.connectors;
    this.sessions = wallets.sessions;
  }

  async signerFor(namespace: ChainNamespace): Promise<SignMessage | undefined> {
    const connectorId = this.accounts.getSnapshot()[namespace]?.connectorId;
    if (connectionKindOf(connectorId) === 'AUTH') {
      // The embedded session's provider opens ApproveTransaction, so the frame is shown while the visitor decides.
      const signer = this.sessions.provider(namespace) ?? this.auth;
      return signer ? (message, address) => signer.request({ method: 'personal_sign', params: [message, address] }) : undefined;
    }
    const provider = this.sessions.provider(namespace) ?? (connectorId ? this.connectors.provider(connectorId, namespace) : undefined);
    if (!provider || !this.registry.has(namespace)) return undefined;
    const adapter = await this.registry.load(namespace);
    const signMessage = adapter.signMessage?.bind(adapter);
    return signMessage ? (message, address) => signMessage(provider, { message, address }) : undefined;
  }
}

