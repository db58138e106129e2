import { inject, injectable } from 'inversify';
import { route, viewOnOpen, type RouterAction, type ViewData } from '../../domain/routing/router.ts';
import type { View } from '../../domain/routing/views.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';
import { STORES, type AccountStore, type ModalStore, type NetworkStore } from '../stores/stores.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import type { AppKitConfig } from '../config.ts';
import { CHAIN_ADAPTER_REGISTRY, type ChainAdapterRegistry } from './chain-adapter.registry.ts';
import { EVENT_BUS, type EventBus } from './event-bus.service.ts';

export interface OpenOptions {
  readonly view?: View;
  readonly data?: ViewData;
}

/** Opening, closing and navigating the modal. Opening never waits on the network. */
@injectable()
export class ModalService {
  constructor(
    @inject(STORES.Modal) private readonly store: ModalStore,
    @inject(STORES.Accounts) private readonly accounts: AccountStore,
    @inject(STORES.Network) private readonly network: NetworkStore,
    @inject(TOKENS.Environment) private readonly environment: EnvironmentPort,
    @inject(TOKENS.Config) private readonly config: AppKitConfig,
    @inject(CHAIN_ADAPTER_REGISTRY) private readonly registry: ChainAdapterRegistry,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  open(options: OpenOptions = {}): void {
    const view = viewOnOpen({
      manualWalletConnectControl: this.config.manualWCControl,
      hasAdapters: this.registry.namespaces().length > 0,
      hasAddress: this.activeAddress() !== undefined,
      isMobile: this.environment.isMobile(),
      requestedView: options.view,
    });
    const { state } = route(this.store.getSnapshot().router, { type: 'reset', view, data: options.data });
    const wasOpen = this.store.getSnapshot().open;
    this.store.update({ open: true, router: state });
    if (!wasOpen) this.events.emit('MODAL_OPEN', { connected: this.activeAddress() !== undefined });
  }

  /** Spec §2: closing is blocked on ApproveTransaction unless forced. */
  close(force = false): void {
    const { open, router } = this.store.getSnapshot();
    if (!open) return;
    if (router.view === 'ApproveTransaction' && !force) return;
    this.store.update({ open: false, loading: false });
    this.events.emit('MODAL_CLOSE', { connected: this.activeAddress() !== undefined });
  }

  navigate(action: RouterAction): void {
    const result = route(this.store.getSnapshot().router, action);
    if (result.effect.type === 'close') {
      this.close();
      return;
    }
    this.store.update({ router: result.state });
  }

  currentView(): View {
    return this.store.getSnapshot().router.view;
  }

  setThemeMode(themeMode: ThemeMode): void {
    this.store.update({ themeMode });
  }

  setLoading(loading: boolean): void {
    this.store.update({ loading });
  }

  private activeAddress(): string | undefined {
    const namespace = this.network.getSnapshot().activeChain;
    return namespace === undefined ? undefined : this.accounts.getSnapshot()[namespace]?.address;
  }
}

export const MODAL_SERVICE = token<ModalService>('ModalService');
