import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { findNetwork, type CaipNetwork } from '../../domain/network/network.ts';
import { STORES, type AccountStore, type NetworkStore } from '../stores/stores.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import type { AppKitConfig } from '../config.ts';
import { BALANCE_SERVICE, type BalanceService } from './balance.service.ts';
import { CHAIN_ADAPTER_REGISTRY, type ChainAdapterRegistry } from './chain-adapter.registry.ts';
import { CONNECTOR_SERVICE, type ConnectorService } from './connector.service.ts';
import { MODAL_SERVICE, type ModalService } from './modal.service.ts';
import { PERSISTED_STATE, type PersistedStateService } from './persisted-state.service.ts';
import { EVENT_BUS, type EventBus } from './event-bus.service.ts';

/** The active network: chosen at start, switched by the visitor, or changed by the wallet. */
@injectable()
export class NetworkService {
  constructor(
    @inject(STORES.Network) private readonly store: NetworkStore,
    @inject(STORES.Accounts) private readonly accounts: AccountStore,
    @inject(TOKENS.Config) private readonly config: AppKitConfig,
    @inject(PERSISTED_STATE) private readonly persisted: PersistedStateService,
    @inject(CHAIN_ADAPTER_REGISTRY) private readonly registry: ChainAdapterRegistry,
    @inject(CONNECTOR_SERVICE) private readonly connectors: ConnectorService,
    @inject(BALANCE_SERVICE) private readonly balances: BalanceService,
    @inject(MODAL_SERVICE) private readonly modal: ModalService,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  /** Picks the saved network when it is still configured, else the default, else the first. */
  initialise(savedCaipNetworkId: string | undefined): void {
    const network =
      findNetwork(this.config.networks, savedCaipNetworkId) ?? this.config.defaultNetwork ?? this.config.networks[0];
    this.store.update({ caipNetwork: network, activeChain: network?.chainNamespace });
  }

  async switchNetwork(target: CaipNetwork | string): Promise<void> {
    const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId;
    const network = findNetwork(this.config.networks, caipNetworkId);
    if (!network) throw catalogueError('NETWORK_NOT_FOUND', { details: String(caipNetworkId) });
    const namespace = network.chainNamespace;
    const account = this.accounts.getSnapshot()[namespace];
    const provider = account?.connectorId ? this.connectors.provider(account.connectorId) : undefined;

    this.store.update({ switching: true, error: undefined });
    try {
      if (account?.status === 'connected' && provider) {
        const adapter = await this.registry.load(namespace);
        await adapter.switchNetwork(provider, network);
      }
    } catch (cause) {
      const error = WalletportError.is(cause) ? cause : catalogueError('CHAIN_NOT_SUPPORTED', { cause });
      this.store.update({ switching: false, error: userFacingMessage(error) });
      throw error;
    }
    await this.activate(namespace, network);
    this.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId });
  }

  /** The wallet moved to another chain on its own (chainChanged). */
  async followWallet(namespace: ChainNamespace, chainReference: string): Promise<void> {
    const network = findNetwork(this.config.networks, `${namespace}:${chainReference}`);
    if (!network) {
      this.store.update({ activeChain: namespace, caipNetwork: undefined, switching: false });
      // Spec §4: UnsupportedChain opens when switching is on and unsupported chains are not allowed.
      if (this.config.enableNetworkSwitch && !this.config.allowUnsupportedChain) {
        this.modal.open({ view: 'UnsupportedChain' });
      }
      return;
    }
    await this.activate(namespace, network);
  }

  private async activate(namespace: ChainNamespace, network: CaipNetwork): Promise<void> {
    this.store.update({ activeChain: namespace, caipNetwork: network, switching: false, error: undefined });
    this.accounts.update((state) => {
      const account = state[namespace];
      if (!account?.address) return {};
      const caipAddress = `${network.caipNetworkId}:${account.address}` as const;
      return { [namespace]: { ...account, caipAddress, balance: undefined } };
    });
    await this.persisted.saveNetwork(namespace, network.caipNetworkId);
    if (this.modal.currentView() === 'UnsupportedChain') this.modal.navigate({ type: 'reset', view: 'Account' });
    await this.balances.refresh(namespace);
  }
}

export const NETWORK_SERVICE = token<NetworkService>('NetworkService');
