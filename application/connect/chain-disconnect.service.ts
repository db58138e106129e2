import { CHAIN_NAMESPACES, type ChainNamespace } from '../../domain/caip/caip.ts';
import { chainsToDisconnect } from '../../domain/connection/disconnect-plan.ts';
import { THREE_SECONDS_MS } from '../../domain/constants/timing.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { resetConnection } from '../../domain/connection/connection-state.ts';
import { userFacingMessage } from '../../domain/errors/catalogue.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import { EMPTY_ACCOUNT } from '../stores/state.ts';
import type { NetworkService } from '../network/index.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { signOutWithin } from '../services/embedded-sign-out.ts';
import type { AppState } from '../stores/app-state.ts';
import type { Wallets } from '../wallets/index.ts';

/** Resolves when `work` settles or after `ms`, whichever is first: a hanging wallet never holds a disconnect. */
function within(clock: ClockPort, ms: number, work: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cancel = clock.schedule(resolve, ms);
    work.then(
      () => (cancel(), resolve()),
      (error: unknown) => (cancel(), reject(error)),
    );
  });
}

/**
 * Disconnecting at chain level: the chosen chains (with the ones sharing a WalletConnect or auth
 * connector), each independently. Local state resets first, so a wallet that fails or hangs cannot keep
 * the modal connected. Failures are reported and sent as DISCONNECT_ERROR, never shown; the caller gets
 * them back to decide.
 */
export class ChainDisconnectService {
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly wallets: Wallets,
    private readonly networks: NetworkService,
  ) {}

  /** Returns the failures (empty on success); never throws. */
  async disconnect(namespace?: ChainNamespace): Promise<readonly unknown[]> {
    const state = this.state.accounts.getSnapshot();
    const known = [...new Set([...this.wallets.adapters.namespaces(), ...CHAIN_NAMESPACES.filter((ns) => state[ns] !== undefined)])];
    const connectorIds = Object.fromEntries(known.map((ns) => [ns, state[ns]?.connectorId]));
    const targets = chainsToDisconnect(namespace, connectorIds, known);
    const results = await Promise.allSettled(targets.map((target) => this.disconnectChain(target)));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    // Disconnecting one namespace keeps the others: the modal stays connected on what is left.
    const remaining = known.find((ns) => this.state.accounts.getSnapshot()[ns]?.status === 'connected');
    if (remaining === undefined) await this.resetConnection();
    else await this.networks.activateConnected(remaining);
    if (failures.length > 0) {
      failures.forEach((failure) => this.runtime.reporter.report(failure, 'disconnect failed'));
      this.runtime.tracker.track('DISCONNECT_ERROR', { namespace: namespace ?? 'all', message: failures.map(userFacingMessage).join(', ') });
    } else {
      this.runtime.tracker.track('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' });
    }
    return failures;
  }

  /**
   * Nothing connected any more: URI, expiry, linking and recent wallet cleared, disconnected, transactions
   * reset (the activity flow listens to `connectionReset`), stored deep link deleted.
   */
  async resetConnection(): Promise<void> {
    this.state.connection.set(resetConnection(this.state.connection.getSnapshot()));
    this.runtime.events.emit('connectionReset');
    await this.runtime.persisted.clearDeepLinkChoice();
  }

  private async disconnectChain(namespace: ChainNamespace): Promise<void> {
    const connectorId = this.state.accounts.getSnapshot()[namespace]?.connectorId;
    const provider = this.wallets.sessions.release(namespace) ?? (connectorId ? this.wallets.connectors.provider(connectorId, namespace) : undefined);
    this.state.accounts.update({ [namespace]: EMPTY_ACCOUNT });
    this.networks.resetNetwork(namespace);
    // The connector id and the stored social provider go.
    await this.runtime.persisted.clearConnection(namespace);
    if (connectorId === undefined) return;
    if (connectionKindOf(connectorId) === 'AUTH') return this.signOutEmbedded();
    if (provider) await this.disconnectWallet(namespace, provider);
  }

  /** The embedded wallet's cache goes at once; the frame's sign-out gets at most 3 s. */
  private async signOutEmbedded(): Promise<void> {
    await this.runtime.persisted.clearEmbeddedWalletCache();
    if (this.runtime.auth) await signOutWithin(this.runtime.auth, this.runtime.clock);
  }

  private async disconnectWallet(namespace: ChainNamespace, provider: WalletProvider): Promise<void> {
    if (!this.wallets.adapters.has(namespace)) return;
    const adapter = await this.wallets.adapters.load(namespace);
    await within(this.runtime.clock, THREE_SECONDS_MS, Promise.resolve().then(() => adapter.disconnect(provider)));
  }
}

