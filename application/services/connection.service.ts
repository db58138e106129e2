import { inject, injectable } from 'inversify';
import { formatCaipAddress, type ChainNamespace } from '../../domain/caip/caip.ts';
import { statusAtStart } from '../../domain/connection/connection-status.ts';
import { addRecentWallet } from '../../domain/connectors/recent-wallets.ts';
import { catalogueError, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { ChainAdapter, WalletProvider, WalletSession } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { EMPTY_ACCOUNT, type NamespaceAccount } from '../stores/state.ts';
import { STORES, type AccountStore, type NetworkStore } from '../stores/stores.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import { BALANCE_SERVICE, type BalanceService } from './balance.service.ts';
import { EVENT_BUS, type EventBus } from './event-bus.service.ts';
import { CHAIN_ADAPTER_REGISTRY, type ChainAdapterRegistry } from './chain-adapter.registry.ts';
import { CONNECTOR_SERVICE, type ConnectorService } from './connector.service.ts';
import { MODAL_SERVICE, type ModalService } from './modal.service.ts';
import { NETWORK_SERVICE, type NetworkService } from './network.service.ts';
import { PERSISTED_STATE, type PersistedStateService, type SavedSession } from './persisted-state.service.ts';

/** How long a restored session waits for its wallet to announce itself before giving up. */
export const RESTORE_ANNOUNCE_WAIT_MS = 3_000;

const USER_REJECTED_CODE = 4001;

function isUserRejection(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === USER_REJECTED_CODE;
}

/** Connect, restore and disconnect, per namespace (spec §4). */
@injectable()
export class ConnectionService {
  private readonly unwatch = new Map<ChainNamespace, () => void>();
  /** Bumped by every connect/disconnect per namespace: a late wallet answer is dropped. */
  private readonly attempts = new Map<ChainNamespace, number>();

  constructor(
    @inject(STORES.Accounts) private readonly accounts: AccountStore,
    @inject(STORES.Network) private readonly network: NetworkStore,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
    @inject(PERSISTED_STATE) private readonly persisted: PersistedStateService,
    @inject(CONNECTOR_SERVICE) private readonly connectors: ConnectorService,
    @inject(CHAIN_ADAPTER_REGISTRY) private readonly registry: ChainAdapterRegistry,
    @inject(NETWORK_SERVICE) private readonly networks: NetworkService,
    @inject(BALANCE_SERVICE) private readonly balances: BalanceService,
    @inject(MODAL_SERVICE) private readonly modal: ModalService,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  /** Connects an announced wallet. Failures end in `disconnected` with a message in state, never a throw. */
  async connect(connectorId: string, namespace: ChainNamespace = 'eip155'): Promise<boolean> {
    const attempt = this.nextAttempt(namespace);
    const provider = this.connectors.provider(connectorId);
    const summary = this.connectors.summary(connectorId);
    this.modal.navigate({ type: 'push', view: 'ConnectingExternal', data: { connectorId } });
    this.setAccount(namespace, { ...EMPTY_ACCOUNT, status: 'connecting', connectorId });
    if (!provider || !summary) return this.fail(namespace, attempt, catalogueError('WALLET_NOT_FOUND'));
    try {
      const adapter = await this.registry.load(namespace);
      const session = await this.untilWalletLeaves(provider, () => adapter.connect(provider));
      if (this.attempts.get(namespace) !== attempt) return false;
      await this.establish(namespace, connectorId, provider, adapter, session);
      const recent = await this.persisted.readRecentWallets();
      await this.persisted.saveRecentWallets(addRecentWallet(recent, { id: connectorId, rdns: summary.rdns, name: summary.name }));
      this.events.emit('CONNECT_SUCCESS', { method: 'browser', name: summary.name, caipNetworkId: this.network.getSnapshot().caipNetwork?.caipNetworkId });
      this.modal.navigate({ type: 'reset', view: 'Account' });
      this.modal.close();
      return true;
    } catch (error) {
      return this.fail(namespace, attempt, error);
    }
  }

  /** Spec §4: a saved `connected` becomes `connecting`, then `connected` or `disconnected` after a silent sync. */
  async restore(saved: SavedSession): Promise<void> {
    const namespace = saved.namespace;
    if (!namespace || !this.registry.has(namespace)) return;
    if (statusAtStart(saved.status) !== 'connecting' || !saved.connectorId) return;
    const connectorId = saved.connectorId;
    const attempt = this.nextAttempt(namespace);
    this.setAccount(namespace, { ...EMPTY_ACCOUNT, status: 'connecting', connectorId });
    let cancel: () => void = () => undefined;
    const timedOut = new Promise<void>((resolve) => {
      cancel = this.clock.schedule(resolve, RESTORE_ANNOUNCE_WAIT_MS);
    });
    try {
      const provider = await this.connectors.waitForProvider(connectorId, timedOut);
      cancel();
      if (!provider) throw catalogueError('WALLET_NOT_FOUND');
      const adapter = await this.registry.load(namespace);
      const session = await adapter.reconnect(provider);
      if (this.attempts.get(namespace) !== attempt) return;
      if (!session) throw catalogueError('WALLET_NOT_FOUND');
      await this.establish(namespace, connectorId, provider, adapter, session);
    } catch (error) {
      cancel();
      if (this.attempts.get(namespace) !== attempt) return;
      this.reporter.report(error, 'session restore failed');
      this.setAccount(namespace, EMPTY_ACCOUNT);
      await this.persisted.saveStatus('disconnected');
    }
  }

  /** Disconnects one namespace, or all when none is given; each is handled independently. */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const state = this.accounts.getSnapshot();
    const targets = namespace ? [namespace] : (Object.keys(state) as ChainNamespace[]);
    const failures: unknown[] = [];
    for (const target of targets) {
      try {
        await this.disconnectOne(target);
      } catch (error) {
        failures.push(error);
        this.reporter.report(error, `disconnect of ${target} failed`);
      }
    }
    this.modal.navigate({ type: 'reset', view: 'Connect' });
    if (failures.length > 0) {
      this.events.emit('DISCONNECT_ERROR', { namespace: namespace ?? 'all' });
      throw catalogueError('FAILED_TO_DISCONNECT', { cause: failures[0] });
    }
    this.events.emit('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' });
  }

  private async disconnectOne(namespace: ChainNamespace): Promise<void> {
    this.nextAttempt(namespace);
    const account = this.accounts.getSnapshot()[namespace];
    this.unwatch.get(namespace)?.();
    this.unwatch.delete(namespace);
    this.setAccount(namespace, EMPTY_ACCOUNT);
    await this.persisted.clearConnection(namespace);
    const provider = account?.connectorId ? this.connectors.provider(account.connectorId) : undefined;
    if (provider && this.registry.has(namespace)) {
      const adapter = await this.registry.load(namespace);
      await adapter.disconnect(provider);
    }
  }

  private async establish(
    namespace: ChainNamespace,
    connectorId: string,
    provider: WalletProvider,
    adapter: ChainAdapter,
    session: WalletSession,
  ): Promise<void> {
    const address = session.accounts[0];
    if (!address) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no account' });
    const summary = this.connectors.summary(connectorId);
    this.setAccount(namespace, {
      ...EMPTY_ACCOUNT,
      status: 'connected',
      connectorId,
      address,
      caipAddress: formatCaipAddress(namespace, session.chainReference, address),
      allAccounts: session.accounts.map((item) => ({ address: item, type: namespace === 'bip122' ? 'payment' : 'eoa' })),
      walletInfo: summary ? { name: summary.name, icon: summary.imageUrl, rdns: summary.rdns } : undefined,
    });
    this.watch(namespace, provider, adapter);
    await this.networks.followWallet(namespace, session.chainReference);
    const caipNetworkId = this.network.getSnapshot().caipNetwork?.caipNetworkId ?? `${namespace}:${session.chainReference}`;
    await this.persisted.saveConnected(namespace, connectorId, caipNetworkId);
  }

  private watch(namespace: ChainNamespace, provider: WalletProvider, adapter: ChainAdapter): void {
    this.unwatch.get(namespace)?.();
    const stop = adapter.watch(provider, {
      accountsChanged: (accounts) => {
        const address = accounts[0];
        if (!address) {
          void this.disconnect(namespace).catch((error: unknown) => this.reporter.report(error, 'disconnect failed'));
          return;
        }
        const reference = this.network.getSnapshot().caipNetwork?.id ?? '';
        this.accounts.update((state) => ({
          [namespace]: {
            ...(state[namespace] ?? EMPTY_ACCOUNT),
            address,
            caipAddress: formatCaipAddress(namespace, String(reference), address),
            allAccounts: accounts.map((item) => ({ address: item, type: 'eoa' as const })),
            balance: undefined,
          },
        }));
        void this.balances.refresh(namespace);
      },
      chainChanged: (chainReference) => {
        void this.networks.followWallet(namespace, chainReference).catch((error: unknown) => this.reporter.report(error, 'chain change failed'));
      },
      disconnect: () => {
        void this.disconnect(namespace).catch((error: unknown) => this.reporter.report(error, 'disconnect failed'));
      },
    });
    this.unwatch.set(namespace, stop);
  }

  /** Rejects when the wallet emits `disconnect` before the request settles (it vanished mid-connect). */
  private untilWalletLeaves<T>(provider: WalletProvider, start: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onDisconnect = (): void => reject(catalogueError('WALLET_DISCONNECTED'));
      // Listen first: a wallet may emit `disconnect` synchronously from inside the request.
      provider.on?.('disconnect', onDisconnect);
      start()
        .then(resolve, reject)
        .finally(() => provider.removeListener?.('disconnect', onDisconnect));
    });
  }

  private async fail(namespace: ChainNamespace, attempt: number, cause: unknown): Promise<false> {
    if (this.attempts.get(namespace) !== attempt) return false;
    const error = WalletportError.is(cause)
      ? cause
      : isUserRejection(cause)
        ? catalogueError('USER_REJECTED', { cause })
        : catalogueError('CONNECTION_FAILED', { cause, details: userFacingMessage(cause) });
    if (!isUserRejection(cause)) this.reporter.report(cause, 'connect failed');
    this.setAccount(namespace, { ...EMPTY_ACCOUNT, error: error.shortMessage });
    await this.persisted.saveStatus('disconnected');
    return false;
  }

  private nextAttempt(namespace: ChainNamespace): number {
    const next = (this.attempts.get(namespace) ?? 0) + 1;
    this.attempts.set(namespace, next);
    return next;
  }

  private setAccount(namespace: ChainNamespace, account: NamespaceAccount): void {
    this.accounts.update({ [namespace]: account });
  }
}

export const CONNECTION_SERVICE = token<ConnectionService>('ConnectionService');
