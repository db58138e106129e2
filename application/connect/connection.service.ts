import { formatCaipAddress, parseCaipAddress, type ChainNamespace } from '../../domain/caip/caip.ts';
import { DEFAULT_NAMESPACE } from '../../domain/chain-families/registry.ts';
import { statusAtStart, type ConnectionStatus } from '../../domain/connection/connection-status.ts';
import { addRecentWallet } from '../../domain/connectors/recent-wallets.ts';
import { isAccountAddress } from '../../domain/address/address.ts';
import { accountEntryType } from '../../domain/account/account-types.ts';
import { catalogueError, connectError } from '../../domain/errors/catalogue.ts';
import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import type { ChainAdapter, WalletProvider, WalletSession } from '../ports/chain-adapter.port.ts';
import { EMPTY_ACCOUNT, type NamespaceAccount, type WalletInfo } from '../stores/state.ts';
import { CONNECT_REQUEST_TIMEOUT_MS, RECONNECT_CHECK_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { untilWalletLeaves, withinDeadline, type RequestToken, type ConnectOrigin, type ConnectOriginReader } from '../async/requests.ts';
import type { BalanceService } from '../balances/index.ts';
import type { NetworkService } from '../network/index.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { SavedSession } from '../services/persisted-state.service.ts';
import type { AppState } from '../stores/app-state.ts';
import type { Wallets } from '../wallets/index.ts';
import type { ChainDisconnectService } from './chain-disconnect.service.ts';
import type { DisconnectService } from './disconnect.service.ts';

/** How long a restored session waits for its wallet to announce itself before giving up. */
export const RESTORE_ANNOUNCE_WAIT_MS = 3_000;

/** A session another connector established (the embedded wallet after login, a WalletConnect pairing). */
export interface AttachedSession {
  readonly connectorId: string;
  readonly session: WalletSession;
  readonly provider?: WalletProvider;
  readonly walletInfo?: WalletInfo;
}

/** The other parts of the connect capability a connection goes through. */
export interface ConnectionParts {
  readonly origins: ConnectOriginReader;
  /** The terms consent (`LegalConsent`): whether a connect begun from that origin may go ahead. */
  readonly consent: { allowsConnect(origin: ConnectOrigin): boolean };
  readonly chainDisconnect: ChainDisconnectService;
  readonly disconnects: DisconnectService;
}

/** Connect, restore and attach, per namespace; disconnecting lives in the disconnect services. */
export class ConnectionService {
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly wallets: Wallets,
    private readonly networks: NetworkService,
    private readonly balances: BalanceService,
    private readonly parts: ConnectionParts,
  ) {}

  /**
   * Connects an announced wallet on `namespace`, by default the family its discovery announced it for.
   * Failures end in `disconnected` with the error in state, never a throw. `keepModalOpen` is for a caller
   * that connects several families in a row and closes the modal itself after the last.
   */
  async connect(connectorId: string, namespace: ChainNamespace = this.namespaceOf(connectorId), options: { readonly keepModalOpen?: boolean } = {}): Promise<boolean> {
    const origin = this.parts.origins.current();
    const opening = this.parts.origins.opening();
    if (!this.parts.consent.allowsConnect(origin)) return this.refuseWithoutConsent(namespace);
    const attempt = this.wallets.sessions.nextAttempt(namespace);
    // Everything sits inside the try: views call this without awaiting, so nothing may reject.
    try {
      const provider = this.wallets.connectors.provider(connectorId, namespace);
      const summary = this.wallets.connectors.summary(connectorId, namespace);
      this.runtime.outcomes.report({ type: 'connecting', origin, connectorId, namespace });
      this.setAccount(namespace, { ...EMPTY_ACCOUNT, status: 'connecting', connectorId });
      this.setStatus('connecting');
      if (!provider || !summary) return await this.fail(namespace, attempt, catalogueError('WALLET_NOT_FOUND'));
      const adapter = await this.wallets.adapters.load(namespace);
      // The deadline sits inside: when it ends the request, the wallet's disconnect listener goes too.
      const session = await untilWalletLeaves(provider, () =>
        withinDeadline(adapter.connect(provider, { network: this.networks.networkFor(namespace) }), {
          clock: this.runtime.clock,
          lifecycle: this.runtime.lifecycle,
          ms: CONNECT_REQUEST_TIMEOUT_MS,
          expired: () => catalogueError('CONNECTION_TIMED_OUT'),
        }),
      );
      if (!attempt.isCurrent()) return false;
      if (!(await this.establish(namespace, attempt, connectorId, provider, adapter, session))) return false;
      const recent = await this.runtime.persisted.readRecentWallets();
      await this.runtime.persisted.saveRecentWallets(addRecentWallet(recent, { id: connectorId, rdns: summary.rdns, name: summary.name }));
      this.runtime.tracker.track('CONNECT_SUCCESS', { method: 'browser', name: summary.name, caipNetworkId: this.state.network.getSnapshot().caipNetwork?.caipNetworkId });
      if (options.keepModalOpen !== true) this.runtime.outcomes.report({ type: 'connected', origin, opening, unlessVisitorMovedOn: true });
      this.announce(namespace, attempt);
      return true;
    } catch (error) {
      return this.fail(namespace, attempt, error);
    }
  }

  /** Nothing is asked of the wallet, and a session already there stays; the error says why. */
  private refuseWithoutConsent(namespace: ChainNamespace): false {
    const error = catalogueError('LEGAL_CONSENT_REQUIRED');
    this.state.accounts.update((state) => ({ [namespace]: { ...(state[namespace] ?? EMPTY_ACCOUNT), error } }));
    return false;
  }

  /** A saved `connected` becomes `connecting`, then `connected` or `disconnected` after a silent sync. */
  async restore(saved: SavedSession): Promise<void> {
    const namespace = saved.namespace;
    if (!namespace || !this.wallets.adapters.has(namespace)) return;
    if (statusAtStart(saved.status) !== 'connecting' || !saved.connectorId) return;
    const connectorId = saved.connectorId;
    const attempt = this.wallets.sessions.nextAttempt(namespace);
    this.setAccount(namespace, { ...EMPTY_ACCOUNT, status: 'connecting', connectorId });
    this.setStatus('connecting');
    let cancel: () => void = () => undefined;
    const timedOut = new Promise<void>((resolve) => {
      cancel = this.runtime.clock.schedule(resolve, RESTORE_ANNOUNCE_WAIT_MS);
    });
    try {
      const provider = await this.wallets.connectors.waitForProvider(connectorId, timedOut, namespace);
      cancel();
      if (!provider) throw catalogueError('WALLET_NOT_FOUND');
      const adapter = await this.wallets.adapters.load(namespace);
      const session = await withinDeadline(adapter.reconnect(provider, { network: this.networks.networkFor(namespace, saved.caipNetworkId) }), {
        clock: this.runtime.clock,
        lifecycle: this.runtime.lifecycle,
        ms: RECONNECT_CHECK_TIMEOUT_MS,
        expired: () => catalogueError('CONNECTION_TIMED_OUT'),
      });
      if (!attempt.isCurrent()) return;
      if (!session) throw catalogueError('WALLET_NOT_FOUND');
      if (!(await this.establish(namespace, attempt, connectorId, provider, adapter, session))) return;
      this.announce(namespace, attempt);
    } catch (error) {
      cancel();
      if (!attempt.isCurrent()) return;
      this.runtime.reporter.report(error, 'session restore failed');
      this.setAccount(namespace, EMPTY_ACCOUNT);
      this.settleStatus();
      await this.runtime.persisted.saveDisconnected(namespace);
    }
  }

  /**
   * Adopts a session that another connector made (embedded wallet, WalletConnect): the account, the stored
   * connector id and the SIWX check follow as for any connection.
   */
  async attachSession(namespace: ChainNamespace, attached: AttachedSession): Promise<void> {
    // A session made elsewhere (a WalletConnect peer, the embedded wallet) is checked like a wallet's answer.
    const accounts = attached.session.accounts.filter((account) => isAccountAddress(namespace, account));
    if (accounts.length === 0) throw catalogueError('CONNECTION_FAILED', { details: 'the session has no valid account' });
    const session = { ...attached.session, accounts };
    const attempt = this.wallets.sessions.nextAttempt(namespace);
    const account = this.connectedAccount(namespace, attached.connectorId, session, attached.walletInfo);
    await this.persist(namespace, attempt, attached.connectorId, session);
    if (!attempt.isCurrent()) return;
    try {
      this.markConnected(namespace, account);
      if (attached.provider) {
        const adapter = await this.wallets.adapters.load(namespace);
        this.watch(namespace, attached.provider, adapter);
      }
      await this.networks.followWallet(namespace, session.chainReference);
    } catch (error) {
      // Half attached (the family's chunk did not load, the chain could not be followed), the page would
      // read a connected account with no wallet behind it, and a reload would restore it: it is undone.
      if (attempt.isCurrent()) await this.undoAttach(namespace);
      throw error;
    }
    this.announce(namespace, attempt);
  }

  private async undoAttach(namespace: ChainNamespace): Promise<void> {
    this.wallets.sessions.release(namespace);
    this.setAccount(namespace, EMPTY_ACCOUNT);
    this.settleStatus();
    await this.runtime.persisted.saveDisconnected(namespace);
  }

  /** The higher-level disconnect: loading, SIWX sessions cleared, chains disconnected. */
  disconnect(namespace?: ChainNamespace): Promise<void> {
    return this.parts.disconnects.disconnect(namespace);
  }

  /** The embedded wallet's sessions end on every device, then it disconnects here. */
  signOutEverywhere(): Promise<void> {
    return this.parts.disconnects.signOutEverywhere();
  }

  /** The chain the namespace's session is on: its account's, else the active network's when of the namespace. */
  private chainReferenceOf(namespace: ChainNamespace): string {
    const caipAddress = this.state.accounts.getSnapshot()[namespace]?.caipAddress;
    if (caipAddress) return parseCaipAddress(caipAddress).reference;
    const active = this.state.network.getSnapshot().caipNetwork;
    return active?.chainNamespace === namespace ? String(active.id) : '';
  }

  private namespaceOf(connectorId: string): ChainNamespace {
    const chain = this.wallets.connectors.summary(connectorId)?.chain;
    return chain && this.wallets.adapters.has(chain) ? chain : DEFAULT_NAMESPACE;
  }

  /** Stores the session, then marks it connected and follows its chain; false if a newer attempt took over meanwhile. */
  private async establish(namespace: ChainNamespace, attempt: RequestToken, connectorId: string, provider: WalletProvider, adapter: ChainAdapter, session: WalletSession): Promise<boolean> {
    const summary = this.wallets.connectors.summary(connectorId, namespace);
    const walletInfo = summary ? { name: summary.name, icon: summary.imageUrl, rdns: summary.rdns } : undefined;
    const account = this.connectedAccount(namespace, connectorId, session, walletInfo);
    await this.persist(namespace, attempt, connectorId, session);
    if (!attempt.isCurrent()) return false;
    this.markConnected(namespace, account);
    this.watch(namespace, provider, adapter);
    await this.networks.followWallet(namespace, session.chainReference);
    return true;
  }

  private connectedAccount(namespace: ChainNamespace, connectorId: string, session: WalletSession, walletInfo: WalletInfo | undefined): NamespaceAccount {
    const address = session.accounts[0];
    if (!address) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no account' });
    return {
      ...EMPTY_ACCOUNT,
      status: 'connected',
      connectorId,
      address,
      caipAddress: formatCaipAddress(namespace, session.chainReference, address),
      allAccounts: session.accounts.map((item) => ({ address: item, type: accountEntryType(namespace) })),
      walletInfo,
    };
  }

  /**
   * Stores the session before the state says connected: a page reloaded at any moment once `isConnected`
   * is true must find it. The network stored is the wallet's own chain, which following it then activates.
   */
  private persist(namespace: ChainNamespace, attempt: RequestToken, connectorId: string, session: WalletSession): Promise<void> {
    // An attempt abandoned while it is being stored writes nothing more: its late keys would outlive the
    // disconnect or the newer connect that took over, and bring the abandoned wallet back after a reload.
    return this.runtime.persisted.saveConnected(namespace, connectorId, `${namespace}:${session.chainReference}`, () => attempt.isCurrent());
  }

  private markConnected(namespace: ChainNamespace, account: NamespaceAccount): void {
    this.setAccount(namespace, account);
    this.setStatus('connected');
  }

  /** Tells the other flows (SIWX) that the namespace is connected, unless a newer attempt took over. */
  private announce(namespace: ChainNamespace, attempt?: RequestToken): void {
    const account = this.state.accounts.getSnapshot()[namespace];
    if ((attempt !== undefined && !attempt.isCurrent()) || account?.status !== 'connected' || !account.caipAddress || !account.connectorId) return;
    this.runtime.events.emit('connected', { namespace, caipAddress: account.caipAddress, connectorId: account.connectorId });
  }

  private watch(namespace: ChainNamespace, provider: WalletProvider, adapter: ChainAdapter): void {
    const walletLeft = (): void => void this.parts.chainDisconnect.disconnect(namespace);
    const stop = adapter.watch(provider, {
      accountsChanged: (accounts) => {
        const address = accounts[0];
        if (!address) return walletLeft();
        this.state.accounts.update((state) => ({
          [namespace]: {
            ...(state[namespace] ?? EMPTY_ACCOUNT),
            address,
            caipAddress: formatCaipAddress(namespace, this.chainReferenceOf(namespace), address),
            allAccounts: accounts.map((item) => ({ address: item, type: accountEntryType(namespace) })),
            balance: undefined,
          },
        }));
        void this.balances.refresh(namespace);
        // A new address is a new sign-in subject: SIWX checks its sessions as on connect.
        this.announce(namespace);
      },
      chainChanged: (chainReference) => {
        void this.networks.followWallet(namespace, chainReference).catch((error: unknown) => this.runtime.reporter.report(error, 'chain change failed'));
      },
      disconnect: walletLeft,
    });
    this.wallets.sessions.hold(namespace, provider, stop);
  }

  private async fail(namespace: ChainNamespace, attempt: RequestToken, cause: unknown): Promise<false> {
    if (!attempt.isCurrent()) return false;
    if (!isUserRejection(cause)) this.runtime.reporter.report(cause, 'connect failed');
    this.setAccount(namespace, { ...EMPTY_ACCOUNT, error: connectError(cause) });
    this.settleStatus();
    await this.runtime.persisted.saveDisconnected(namespace);
    return false;
  }

  /** Connected while any namespace is: a Solana connect that fails leaves a connected EVM side as it was. */
  private settleStatus(): void {
    const connected = Object.values(this.state.accounts.getSnapshot()).some((account) => account?.status === 'connected');
    this.setStatus(connected ? 'connected' : 'disconnected');
  }

  private setStatus(status: ConnectionStatus): void {
    this.state.connection.update({ status });
  }

  private setAccount(namespace: ChainNamespace, account: NamespaceAccount): void {
    this.state.accounts.update({ [namespace]: account });
  }
}

