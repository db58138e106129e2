import type { AccountSnapshot, AppKitFacade, PublicState } from '../../application/app-kit.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AppKitOptions } from '../../application/options.ts';
import type { ModalState, NetworkState, AccountsState } from '../../application/stores/state.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { initialSnapshots, type InitialSnapshots } from './initial-snapshots.ts';

type Unsubscribe = () => void;
type Attach = (facade: AppKitFacade) => void;

/**
 * The link between the page and the core (container, services, stores), which loads in its own
 * chunk right after createAppKit so the page's first JavaScript stays small. Until it arrives,
 * reads answer with defaults and subscriptions wait; then they are forwarded to the core.
 */
export class CoreLink {
  private facade: AppKitFacade | undefined;
  private loading: Promise<AppKitFacade> | undefined;
  private readonly waiting = new Set<Attach>();
  /** The snapshots before the core arrives, and always on the server: from the options alone. */
  readonly initial: InitialSnapshots;

  constructor(
    private readonly options: AppKitOptions,
    private readonly load: (options: AppKitOptions) => Promise<AppKitFacade>,
  ) {
    this.initial = initialSnapshots(options);
  }

  /** The core, loaded on first use: at once in a browser, only if a command asks for it on a server. */
  get core(): Promise<AppKitFacade> {
    this.loading ??= this.load(this.options).then((facade) => {
      this.facade = facade;
      for (const attach of this.waiting) attach(facade);
      this.waiting.clear();
      return facade;
    });
    return this.loading;
  }

  loaded(): AppKitFacade | undefined {
    return this.facade;
  }

  /** Runs `action` on the core once it is there, if it was ever asked for; never starts a load. */
  whenLoaded(action: (facade: AppKitFacade) => void): void {
    void this.loading?.then(action, () => undefined);
  }

  getState = (): PublicState => this.facade?.getState() ?? this.initial.state;
  getAccount = (namespace?: ChainNamespace): AccountSnapshot => this.facade?.getAccount(namespace) ?? this.initial.account;
  getNetworkState = (): NetworkState => this.facade?.getNetworkState() ?? this.initial.network;
  getAccounts = (): AccountsState => this.facade?.getAccounts() ?? this.initial.accounts;
  getModalState = (): ModalState | undefined => this.facade?.getModalState();

  // React renders these on the server and during hydration (useSyncExternalStore's third argument).
  getServerState = (): PublicState => this.initial.state;
  getServerAccount = (): AccountSnapshot => this.initial.account;
  getServerNetworkState = (): NetworkState => this.initial.network;
  getServerAccounts = (): AccountsState => this.initial.accounts;
  getServerThemeMode = (): InitialSnapshots['themeMode'] => this.initial.themeMode;

  subscribeState = (listener: (state: PublicState) => void): Unsubscribe =>
    this.forward((facade) => facade.subscribeState(listener), () => listener(this.getState()));

  subscribeAccount = (listener: (account: AccountSnapshot) => void, namespace?: ChainNamespace): Unsubscribe =>
    this.forward((facade) => facade.subscribeAccount(listener, namespace), () => listener(this.getAccount(namespace)));

  /** Events emitted before the core loaded cannot exist, so waiting subscribers miss nothing. */
  subscribeEvents = (listener: (event: ModalEvent) => void): Unsubscribe =>
    this.forward((facade) => facade.subscribeEvents(listener), () => undefined);

  /** Network, accounts (balances) and modal stores, for the button and the theme hook. */
  subscribeStores = (listener: () => void): Unsubscribe =>
    this.forward((facade) => {
      const stops = [facade.networkStore.subscribe(listener), facade.accountStore.subscribe(listener), facade.modalStore.subscribe(listener)];
      return () => stops.forEach((stop) => stop());
    }, listener);

  private forward(subscribe: (facade: AppKitFacade) => Unsubscribe, changed: () => void): Unsubscribe {
    if (this.facade) return subscribe(this.facade);
    let inner: Unsubscribe | undefined;
    let active = true;
    const attach: Attach = (facade) => {
      if (!active) return;
      inner = subscribe(facade);
      changed(); // the core's first state differs from the defaults
    };
    this.waiting.add(attach);
    return () => {
      active = false;
      this.waiting.delete(attach);
      inner?.();
    };
  }
}
