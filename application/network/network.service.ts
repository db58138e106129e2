import { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, type ChainNamespace } from '../../domain/caip/caip.ts';
import { DEFAULT_ACCOUNT_TYPES, isPreferredAccountType, type PreferredAccountType } from '../../domain/account/account-types.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { catalogueError, walletportErrorOr } from '../../domain/errors/catalogue.ts';
import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import { findNetwork, isNetworkSupported, type CaipNetwork } from '../../domain/network/network.ts';
import { shouldOpenUnsupportedChain } from '../../domain/network/network-rules.ts';
import type { NamespaceAccount } from '../stores/state.ts';
import { LatestRequest, withinDeadline, type RequestToken } from '../async/requests.ts';
import type { BalanceService } from '../balances/index.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { Wallets } from '../wallets/index.ts';
import { SWITCH_REQUEST_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { connectedProvider } from '../wallets/connected-provider.ts';

/** The active network: chosen at start, switched by the visitor, or changed by the wallet. */
export class NetworkService {
  /** Started by every switch, cancelled by a wallet move and a disconnect: a late answer to an older one is dropped. */
  private readonly switches = new LatestRequest();
  /** The network a switch is waiting for: the wallet's own chainChanged for it confirms, not supersedes. */
  private pendingSwitch: string | undefined;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly wallets: Wallets,
    private readonly balances: BalanceService,
  ) {}

  /** Picks the saved network when it is still configured, else the default, else the first. */
  initialise(savedCaipNetworkId: string | undefined): void {
    const network =
      findNetwork(this.state.siteNetworks.list(), savedCaipNetworkId) ?? this.runtime.config.defaultNetwork ?? this.state.siteNetworks.list()[0];
    this.state.network.update({ caipNetwork: network, activeChain: network?.chainNamespace });
  }

  /**
   * Switches through the connected wallet (the embedded wallet through its auth provider), then makes the
   * network active. A failure keeps the previous network and says 'Chain is not supported'; the adapter has
   * already tried adding the chain on 4902, 5000 and 32603.
   */
  async switchNetwork(target: CaipNetwork | string): Promise<void> {
    const caipNetworkId = typeof target === 'string' ? target : target?.caipNetworkId;
    const network = findNetwork(this.state.siteNetworks.list(), caipNetworkId);
    if (!network) throw catalogueError('NETWORK_NOT_FOUND', { details: String(caipNetworkId) });
    const request = this.switches.start();
    this.pendingSwitch = network.caipNetworkId;
    const namespace = network.chainNamespace;
    const account = this.state.accounts.getSnapshot()[namespace];
    this.state.network.update({ switching: true, error: undefined });
    try {
      if (account?.status === 'connected') await this.switchWallet(namespace, account, network, request);
    } catch (cause) {
      const error = walletportErrorOr(cause, isUserRejection(cause) ? 'SWITCH_DECLINED' : 'CHAIN_NOT_SUPPORTED');
      if (request.isCurrent()) {
        this.pendingSwitch = undefined;
        this.state.network.update({ switching: false, error });
      }
      throw error;
    }
    if (!request.isCurrent()) return;
    this.pendingSwitch = undefined;
    await this.activate(namespace, network);
    this.runtime.tracker.track('SWITCH_NETWORK', { network: network.caipNetworkId });
  }

  /**
   * The network a session of `namespace` starts on: the active one when the namespace is active, else
   * the stored one when it is of that namespace, else the default or first configured network of it.
   */
  networkFor(namespace: ChainNamespace, storedCaipNetworkId?: string): CaipNetwork | undefined {
    const active = this.state.network.getSnapshot().caipNetwork;
    if (active?.chainNamespace === namespace) return active;
    const stored = findNetwork(this.state.siteNetworks.list(), storedCaipNetworkId);
    if (stored?.chainNamespace === namespace) return stored;
    if (this.runtime.config.defaultNetwork?.chainNamespace === namespace) return this.runtime.config.defaultNetwork;
    return this.state.siteNetworks.list().find((network) => network.chainNamespace === namespace);
  }

  /**
   * Makes a connected namespace active on the chain its session is on, without asking the wallet:
   * what is left active after another namespace is disconnected. Nothing happens if it already is.
   */
  async activateConnected(namespace: ChainNamespace): Promise<void> {
    if (this.state.network.getSnapshot().activeChain === namespace) return;
    const network = this.sessionNetwork(namespace);
    if (network) await this.activate(namespace, network);
  }

  /**
   * Switching namespace: to the network the namespace's session is on (or its first configured
   * one), through the same switch as any network, so the flag, the active chain, the address, the send
   * state and the stored network id all follow.
   */
  async switchNamespace(namespace: ChainNamespace): Promise<void> {
    const network = this.sessionNetwork(namespace);
    if (!network) throw catalogueError('NETWORK_NOT_FOUND', { details: namespace });
    await this.switchNetwork(network);
  }

  private sessionNetwork(namespace: ChainNamespace): CaipNetwork | undefined {
    const caipAddress = this.state.accounts.getSnapshot()[namespace]?.caipAddress;
    const session = caipAddress ? parseCaipAddress(caipAddress) : undefined;
    const onSession = session ? findNetwork(this.state.siteNetworks.list(), formatCaipNetworkId(session.namespace, session.reference)) : undefined;
    return onSession ?? this.networkFor(namespace);
  }

  /** The wallet moved to another chain on its own (chainChanged). */
  async followWallet(namespace: ChainNamespace, chainReference: string): Promise<void> {
    const caipNetworkId = `${namespace}:${chainReference}`;
    if (caipNetworkId !== this.pendingSwitch) this.switches.cancel();
    const network = findNetwork(this.state.siteNetworks.list(), caipNetworkId);
    if (network) return this.activate(namespace, network);
    this.state.network.update({ activeChain: namespace, caipNetwork: undefined, switching: false });
    const openUnsupported = shouldOpenUnsupportedChain({
      networkSupported: isNetworkSupported(caipNetworkId, this.state.siteNetworks.list()),
      enableNetworkSwitch: this.runtime.config.enableNetworkSwitch,
      allowUnsupportedChain: this.runtime.config.allowUnsupportedChain,
      isBasicWalletConnect: this.state.connection.getSnapshot().wcBasic,
    });
    if (openUnsupported) this.runtime.outcomes.report({ type: 'unsupportedChain' });
  }

  /** On disconnect the namespace's network data resets; a switch still in flight is dropped. */
  resetNetwork(namespace: ChainNamespace): void {
    this.switches.cancel();
    this.pendingSwitch = undefined;
    if (this.state.network.getSnapshot().activeChain === namespace) this.state.network.update({ switching: false, error: undefined });
  }

  private async switchWallet(namespace: ChainNamespace, account: NamespaceAccount, network: CaipNetwork, request: RequestToken): Promise<void> {
    const kind = connectionKindOf(account.connectorId);
    if (kind === 'AUTH') return this.switchEmbeddedWallet(namespace, network, request);
    const provider = connectedProvider(this.wallets, namespace, account.connectorId);
    if (!provider) return;
    // A WalletConnect session also moves its default chain, so later requests go to the new one.
    if (kind === 'WALLET_CONNECT') provider.setDefaultChain?.(network.caipNetworkId);
    const adapter = await this.wallets.adapters.load(namespace);
    await withinDeadline(adapter.switchNetwork(provider, network), {
      clock: this.runtime.clock,
      lifecycle: this.runtime.lifecycle,
      ms: SWITCH_REQUEST_TIMEOUT_MS,
      expired: () => catalogueError('SWITCH_TIMED_OUT'),
    });
  }

  /** On the embedded wallet the user and preferred account type are re-read for the new chain. */
  private async switchEmbeddedWallet(namespace: ChainNamespace, network: CaipNetwork, request: RequestToken): Promise<void> {
    if (!this.runtime.auth) throw catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND');
    await this.runtime.auth.switchNetwork(network.id);
    const preferred = await this.preferredAccountType(namespace);
    const user = await this.runtime.auth.getUser({ chainId: network.id, preferredAccountType: preferred });
    if (!request.isCurrent()) return;
    await this.applyEmbeddedUser(namespace, network, user, preferred);
  }

  private async preferredAccountType(namespace: ChainNamespace): Promise<PreferredAccountType> {
    const stored = (await this.runtime.persisted.readPreferredAccountTypes())[namespace];
    const fallback = DEFAULT_ACCOUNT_TYPES[namespace];
    if (isPreferredAccountType(stored)) return stored;
    return isPreferredAccountType(fallback) ? fallback : 'eoa';
  }

  private async applyEmbeddedUser(namespace: ChainNamespace, network: CaipNetwork, user: EmbeddedWalletUser, asked: PreferredAccountType): Promise<void> {
    const address = typeof user?.address === 'string' ? user.address : undefined;
    if (!address) throw catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: 'the embedded wallet returned no address' });
    const type = isPreferredAccountType(user.preferredAccountType) ? user.preferredAccountType : asked;
    const entries = Array.isArray(user.accounts) ? user.accounts.filter((entry) => typeof entry?.address === 'string') : [];
    this.state.accounts.update((state) => ({
      [namespace]: {
        ...(state[namespace] as NamespaceAccount),
        address,
        caipAddress: formatCaipAddress(namespace, String(network.id), address),
        allAccounts: entries.length > 0 ? entries.map((entry) => ({ address: entry.address, type: entry.type })) : [{ address, type }],
        balance: undefined,
      },
    }));
    const types = await this.runtime.persisted.readPreferredAccountTypes();
    await this.runtime.persisted.savePreferredAccountTypes({ ...types, [namespace]: type });
    await this.runtime.persisted.saveEmbeddedWalletCache({ lastChainId: network.id });
  }

  private async activate(namespace: ChainNamespace, network: CaipNetwork): Promise<void> {
    const previous = this.state.network.getSnapshot().activeChain;
    this.state.network.update({ activeChain: namespace, caipNetwork: network, switching: false, error: undefined });
    // Switching namespace resets the send state (the send store listens to this signal).
    if (previous !== namespace) this.runtime.events.emit('namespaceSwitched', { from: previous, to: namespace });
    this.state.accounts.update((state) => {
      const account = state[namespace];
      if (!account?.address) return {};
      const caipAddress = `${network.caipNetworkId}:${account.address}` as const;
      return { [namespace]: { ...account, caipAddress, balance: undefined } };
    });
    await this.runtime.persisted.saveNetwork(namespace, network.caipNetworkId);
    this.runtime.outcomes.report({ type: 'supportedChain' });
    await this.balances.refresh(namespace);
  }
}

