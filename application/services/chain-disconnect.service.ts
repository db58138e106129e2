import { inject, injectable } from 'inversify';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../domain/caip/caip.ts';
import { chainsToDisconnect } from '../../domain/connection/disconnect-plan.ts';
import { THREE_SECONDS_MS } from '../../domain/constants/timing.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { userFacingMessage } from '../../domain/errors/catalogue.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { EMPTY_ACCOUNT } from '../stores/state.ts';
import { AccountStore } from '../stores/stores.ts';
import { TOKENS } from '../tokens.ts';
import { ChainAdapterRegistry } from '../wallets/chain-adapter.registry.ts';
import { ConnectionStateService } from './connection-state.service.ts';
import { ConnectorService } from '../wallets/connector.service.ts';
import { signOutWithin } from './embedded-sign-out.ts';
import { EventTracker } from '../events/event-tracker.ts';
import { NetworkService } from './network.service.ts';
import { PersistedStateService } from './persisted-state.service.ts';
import { SessionRegistry } from '../wallets/session-registry.ts';

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
@injectable()
export class ChainDisconnectService {
  constructor(
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
    @inject(TOKENS.AuthProvider) private readonly auth: AuthProviderPort | null,
    @inject(PersistedStateService) private readonly persisted: PersistedStateService,
    @inject(ChainAdapterRegistry) private readonly registry: ChainAdapterRegistry,
    @inject(ConnectorService) private readonly connectors: ConnectorService,
    @inject(SessionRegistry) private readonly sessions: SessionRegistry,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(ConnectionStateService) private readonly connection: ConnectionStateService,
    @inject(EventTracker) private readonly tracker: EventTracker,
  ) {}

  /** Returns the failures (empty on success); never throws. */
  async disconnect(namespace?: ChainNamespace): Promise<readonly unknown[]> {
    const state = this.accounts.getSnapshot();
    const known = [...new Set([...this.registry.namespaces(), ...CHAIN_NAMESPACES.filter((ns) => state[ns] !== undefined)])];
    const connectorIds = Object.fromEntries(known.map((ns) => [ns, state[ns]?.connectorId]));
    const targets = chainsToDisconnect(namespace, connectorIds, known);
    const results = await Promise.allSettled(targets.map((target) => this.disconnectChain(target)));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    // Disconnecting one namespace keeps the others: the modal stays connected on what is left.
    const remaining = known.find((ns) => this.accounts.getSnapshot()[ns]?.status === 'connected');
    if (remaining === undefined) await this.connection.reset();
    else await this.networks.activateConnected(remaining);
    if (failures.length > 0) {
      failures.forEach((failure) => this.reporter.report(failure, 'disconnect failed'));
      this.tracker.track('DISCONNECT_ERROR', { namespace: namespace ?? 'all', message: failures.map(userFacingMessage).join(', ') });
    } else {
      this.tracker.track('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' });
    }
    return failures;
  }

  private async disconnectChain(namespace: ChainNamespace): Promise<void> {
    const connectorId = this.accounts.getSnapshot()[namespace]?.connectorId;
    const provider = this.sessions.release(namespace) ?? (connectorId ? this.connectors.provider(connectorId, namespace) : undefined);
    this.accounts.update({ [namespace]: EMPTY_ACCOUNT });
    this.networks.resetNetwork(namespace);
    // The connector id and the stored social provider go.
    await this.persisted.clearConnection(namespace);
    if (connectorId === undefined) return;
    if (connectionKindOf(connectorId) === 'AUTH') return this.signOutEmbedded();
    if (provider) await this.disconnectWallet(namespace, provider);
  }

  /** The embedded wallet's cache goes at once; the frame's sign-out gets at most 3 s. */
  private async signOutEmbedded(): Promise<void> {
    await this.persisted.clearEmbeddedWalletCache();
    if (this.auth) await signOutWithin(this.auth, this.clock);
  }

  private async disconnectWallet(namespace: ChainNamespace, provider: WalletProvider): Promise<void> {
    if (!this.registry.has(namespace)) return;
    const adapter = await this.registry.load(namespace);
    await within(this.clock, THREE_SECONDS_MS, Promise.resolve().then(() => adapter.disconnect(provider)));
  }
}

