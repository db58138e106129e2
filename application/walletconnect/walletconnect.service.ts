import { statusAtStart } from '../../domain/connection/connection-status.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { addRecentWallet } from '../../domain/connectors/recent-wallets.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import { isPairingExpired, pairingExpiresAt, PAIRING_EXPIRED_MARGIN_MS } from '../../domain/policies/pairing-expiry.ts';
import type { WalletConnectPort, WalletConnectSession } from '../ports/walletconnect.port.ts';
import { EMPTY_ACCOUNT } from '../stores/state.ts';
import type { AppState } from '../stores/app-state.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { PairingWallet, WalletConnectPairingStore } from './walletconnect.store.ts';
import { LatestRequest, ConnectOriginReader, type RequestToken, type ConnectOrigin } from '../async/requests.ts';
import type { ConnectionService } from '../connect/index.ts';
import type { ChainAdapterRegistry } from '../wallets/wallets.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { SavedSession } from '../services/persisted-state.service.ts';
import { pairingError } from './walletconnect-errors.ts';
import { alertForProviderError } from '../../domain/errors/provider-error-mapping.ts';
import { ALERTS } from '../../domain/errors/alerts.ts';

/**
 * WalletConnect pairing: a fresh URI with a 4-minute expiry, the approved session attached
 * like any other connection, a clear error and a retry on rejection or expiry, and the stored session
 * picked up again after a reload. Nothing here throws into the page: failures become state.
 */
export class WalletConnectService {
  /** Started by every start, cancelled by expiry and stop: an approval belonging to an older pairing is dropped. */
  private readonly pairings = new LatestRequest();
  private cancelExpiry: () => void = () => undefined;

  readonly store: WalletConnectPairingStore;
  private readonly origins: ConnectOriginReader;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly port: WalletConnectPort | null,
    private readonly connection: ConnectionService,
    private readonly registry: ChainAdapterRegistry,
  ) {
    this.store = state.pairing;
    this.origins = new ConnectOriginReader(state.modal);
    // Closing the modal ends the pairing and drops its URI: a QR code left behind would pair a wallet later.
    runtime.lifecycle.add(runtime.events.on('modalClosed', () => this.stop()));
  }

  /** Starts (or restarts, for "Try again") a pairing; resolves once it connected or failed. */
  async start(wallet?: PairingWallet): Promise<void> {
    const request = this.pairings.start();
    const origin = this.origins.current();
    const opening = this.origins.opening();
    this.cancelExpiry();
    this.store.set({ phase: 'pairing', error: undefined, wallet });
    this.state.connection.update({ wcUri: undefined, wcPairingExpiry: undefined, wcError: false });
    try {
      if (!this.port) throw catalogueError('WALLETCONNECT_UNAVAILABLE');
      // Every configured network of a family the site has an adapter for: one session can cover them all.
      const chains = this.state.siteNetworks.list().filter((network) => this.registry.has(network.chainNamespace)).map((network) => network.caipNetworkId);
      const pairing = await this.port.pair(chains);
      if (!request.isCurrent()) return;
      const expiresAt = pairingExpiresAt(this.runtime.clock.now());
      this.state.connection.update({ wcUri: pairing.uri, wcPairingExpiry: expiresAt });
      this.store.update({ phase: 'waiting' });
      this.watchExpiry(request, expiresAt);
      const session = await pairing.approval;
      if (!request.isCurrent()) return;
      this.cancelExpiry();
      await this.connected(session, wallet, origin, opening);
    } catch (error) {
      if (!request.isCurrent()) return;
      this.cancelExpiry();
      this.failed(error);
    }
  }

  /** Deep links into a wallet app are offered on mobile only; desktop scans the QR code. */
  isMobile(): boolean {
    return this.runtime.environment.isMobile();
  }

  /** The URI goes with the modal; a pairing in flight is abandoned with it. */
  stop(): void {
    this.pairings.cancel();
    this.cancelExpiry();
    this.store.set({ phase: 'idle', error: undefined, wallet: undefined });
    this.state.connection.update({ wcUri: undefined, wcPairingExpiry: undefined });
  }

  /** Restore for a saved WalletConnect connection: the provider's stored session, or disconnected. */
  async restore(saved: SavedSession): Promise<void> {
    if (saved.connectorId !== WALLET_CONNECT_CONNECTOR_ID || statusAtStart(saved.status) !== 'connecting') return;
    // The stored session may cover any family the site has an adapter for; each shows as connecting until it is read.
    const families = this.registry.namespaces();
    const connecting = { ...EMPTY_ACCOUNT, status: 'connecting' as const, connectorId: WALLET_CONNECT_CONNECTOR_ID };
    this.state.accounts.update(Object.fromEntries(families.map((namespace) => [namespace, connecting])));
    this.state.connection.update({ status: 'connecting' });
    try {
      const session = await this.port?.restore();
      if (!session) throw catalogueError('WALLET_NOT_FOUND', { details: 'no stored WalletConnect session' });
      const attached = await this.attach(session);
      const missing = families.filter((namespace) => !attached.includes(namespace));
      if (missing.length > 0) this.state.accounts.update(Object.fromEntries(missing.map((namespace) => [namespace, EMPTY_ACCOUNT])));
    } catch (error) {
      this.runtime.reporter.report(error, 'WalletConnect restore failed');
      this.state.accounts.update(Object.fromEntries(families.map((namespace) => [namespace, EMPTY_ACCOUNT])));
      this.state.connection.update({ status: 'disconnected' });
      await this.runtime.persisted.saveStatus('disconnected');
    }
  }

  private watchExpiry(request: RequestToken, expiresAt: number): void {
    // Fires when the domain rule first calls the pairing expired (10 s or less left).
    const { clock } = this.runtime;
    const delay = Math.max(0, expiresAt - PAIRING_EXPIRED_MARGIN_MS - clock.now());
    this.cancelExpiry = clock.schedule(() => {
      if (!request.isCurrent() || !isPairingExpired(expiresAt, clock.now())) return;
      this.pairings.cancel();
      this.failed(catalogueError('WALLETCONNECT_PAIRING_EXPIRED'));
    }, delay);
  }

  private async connected(session: WalletConnectSession, wallet: PairingWallet | undefined, origin: ConnectOrigin, opening: number): Promise<void> {
    await this.attach(session, wallet);
    const name = wallet?.name ?? session.peer?.name ?? 'WalletConnect';
    const recentWallet = { id: wallet?.id ?? WALLET_CONNECT_CONNECTOR_ID, name, rdns: wallet?.rdns };
    const { persisted } = this.runtime;
    await persisted.saveRecentWallets(addRecentWallet(await persisted.readRecentWallets(), recentWallet));
    this.state.connection.update({ wcUri: undefined, wcPairingExpiry: undefined, recentWallet });
    this.store.set({ phase: 'idle', error: undefined, wallet: undefined });
    this.runtime.tracker.track('CONNECT_SUCCESS', { method: 'qrcode', name, caipNetworkId: this.state.network.getSnapshot().caipNetwork?.caipNetworkId });
    // The modal closes after a successful pairing (unless UnsupportedChain asks for a switch first).
    this.runtime.outcomes.report({ type: 'connected', origin, opening, unlessVisitorMovedOn: false });
  }

  /** Attaches every approved family the site has an adapter for; resolves with those attached. */
  private async attach(session: WalletConnectSession, wallet?: PairingWallet): Promise<readonly ChainNamespace[]> {
    const walletInfo = { name: wallet?.name ?? session.peer?.name ?? 'WalletConnect', icon: session.peer?.icon, rdns: wallet?.rdns };
    const approved = (Object.keys(session.namespaces) as ChainNamespace[]).filter((namespace) => this.registry.has(namespace));
    if (approved.length === 0) throw catalogueError('WALLET_NOT_FOUND', { details: 'the session approved no configured chain family' });
    for (const namespace of approved) {
      const part = session.namespaces[namespace];
      if (!part) continue;
      await this.connection.attachSession(namespace, {
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
        session: { accounts: part.accounts, chainReference: part.chainReference },
        provider: part.provider,
        walletInfo,
      });
    }
    return approved;
  }

  private failed(cause: unknown): void {
    if (!isUserRejection(cause)) this.runtime.reporter.report(cause, 'WalletConnect pairing failed');
    this.state.connection.update({ wcUri: undefined, wcPairingExpiry: undefined, wcError: true });
    this.store.update({ phase: 'error', error: pairingError(cause) });
    // The relay's answers about the project (origin not allowed, invalid key, token not yet valid) are alerts.
    const alert = alertForProviderError(cause);
    if (alert) this.runtime.outcomes.report({ type: 'alert', alert: ALERTS[alert] });
  }
}

